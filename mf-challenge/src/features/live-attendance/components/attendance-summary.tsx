import { Skeleton } from '@yoga/shared';
import { Stepper } from '@yoga/shared/ui-extra';
import {
  useChallengeAttendanceTotalsQuery,
  useChallengeLeadAttendanceQuery,
} from '../api/live-attendance-api';
import { useLiveJoinT } from '../live-join-catalogue';
import { attendanceStrip, type StripProgress } from '../model/attendance-strip';
import './attendance-summary.css';

/**
 * The member's 14-day strip and totals. Both reads degrade silently (spec section 8): a failed
 * read shows 0 and no day done, never an error, so the page stays about today's session. While
 * the days are read the strip is a placeholder of its size: it never says "missed" first and
 * "done" a moment later.
 */
export function AttendanceSummary({ slug, progress }: { slug: string; progress: StripProgress }) {
  const t = useLiveJoinT();
  const days = useChallengeLeadAttendanceQuery();
  const totals = useChallengeAttendanceTotalsQuery(slug);
  return (
    <section className="attendance-summary" aria-labelledby="attendance-summary-title">
      <h2 id="attendance-summary-title">{t('liveJoin.stripTitle')}</h2>
      {days.isLoading ? (
        <div className="attendance-summary__loading">
          {Array.from({ length: progress.totalDays }, (_, day) => (
            <Skeleton key={day} shape="circle" width="100%" height="auto" />
          ))}
        </div>
      ) : (
        <Stepper
          label={t('liveJoin.stripLabel', { total: progress.totalDays })}
          days={attendanceStrip(progress, days.data?.sessions ?? [], days.data?.joined_day)}
        />
      )}
      <p data-testid="attendance-totals">
        {t('liveJoin.totals', {
          sessions: totals.data?.total_attendance ?? 0,
          days: totals.data?.total_attended_days ?? 0,
        })}
      </p>
    </section>
  );
}
