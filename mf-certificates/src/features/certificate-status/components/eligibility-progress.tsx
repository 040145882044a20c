import { ButtonLink, calendarDateIn, Card, useContentText, useFormat } from '@yoga/shared';
import { ProgressBar } from '@yoga/shared/ui-extra';
import type { CertificateStatus } from '@yoga/shared/models';
import { useStatusT } from '../status-catalogue';
import { SupportLine } from './support-line';
import './status.css';

/** Whether the challenge's last day is still to come (judged on India's calendar, the issuer's). */
const stillRunning = (endDate: string, now: Date) => calendarDateIn('Asia/Kolkata', now) <= endDate;

/**
 * Why the certificate is not open yet, and how far the member is: days attended of days needed,
 * with what still has to happen (more days, the challenge's end, or the world-record attempt,
 * with the way to the live page where it happens).
 */
export function EligibilityProgress({
  status,
  supportPhone,
  now = new Date(),
}: {
  status: CertificateStatus;
  supportPhone: string;
  now?: Date;
}) {
  const t = useStatusT();
  const content = useContentText();
  const { calendarDate, number } = useFormat();
  const end = calendarDate(status.challenge.end_date);
  const attended = number(status.days_attended);
  const needed = number(status.days_needed);
  const more = Math.max(0, status.days_needed - status.days_attended);
  const worldRecord = status.kind === 'world_record';

  let text: string;
  let support = false;
  let toLive = false;
  switch (status.reason) {
    case 'challenge_running':
      text = t('certStatus.notYet.running', { date: end });
      break;
    case 'no_attempt':
      text = t('certStatus.notYet.noAttempt');
      break;
    case 'attempt_ahead':
      text = status.attempt_date
        ? t('certStatus.notYet.attemptAhead', { date: calendarDate(status.attempt_date) })
        : t('certStatus.notYet.attemptAheadUndated');
      toLive = true;
      break;
    case 'not_at_attempt':
      text = t('certStatus.notYet.notAtAttempt');
      support = true;
      break;
    default:
      if (stillRunning(status.challenge.end_date, now)) {
        text = t('certStatus.notYet.tooFewRunning', { more, date: end });
      } else {
        text = t('certStatus.notYet.tooFewEnded', { date: end, needed, attended });
        support = true;
      }
  }

  return (
    <Card
      heading={worldRecord ? t('certStatus.notYet.titleWorldRecord') : t('certStatus.notYet.title')}
    >
      <div className="cert-status">
        {!worldRecord && (
          <ProgressBar
            label={t('certStatus.notYet.progress')}
            value={status.days_attended}
            max={status.days_needed}
            valueText={t('certStatus.notYet.progressValue', { attended, needed })}
          />
        )}
        <p className="cert-status__text">{text}</p>
        {!worldRecord && (
          <p className="cert-status__rule">
            {t('certStatus.notYet.rule', {
              needed,
              total: number(status.days_total),
              challenge: content(status.challenge.title, status.challenge.title_hi),
            })}
          </p>
        )}
        {toLive && (
          <p>
            <ButtonLink to="/live">{t('certStatus.notYet.toLive')}</ButtonLink>
          </p>
        )}
        {support && <SupportLine phone={supportPhone} />}
      </div>
    </Card>
  );
}
