import { skipToken } from '@reduxjs/toolkit/query';
import {
  ButtonLink,
  Card,
  ErrorState,
  Skeleton,
  apiProblem,
  selectLead,
  useAppSelector,
  withReturnPath,
} from '@yoga/shared';
import { useLocation } from 'react-router-dom';
import { useFestivalsLeadAttendanceQuery } from '../api/diwali-api';
import { useDiwaliT } from '../diwali-catalogue';
import './diwali.css';

/** A challenge has 14 days: at most that many lamps are drawn. */
const MOST_LAMPS = 14;

function Lamp() {
  return (
    <svg className="diwali__lamp" viewBox="0 0 32 32" aria-hidden="true">
      <path d="M16 3c3 6 4 9 0 13-4-4-3-7 0-13z" fill="#f59e0b" />
      <path d="M3 18c4 9 22 9 26 0-8 3-18 3-26 0z" fill="#c2410c" />
    </svg>
  );
}

/** One lamp for each day the member practised in their challenge, from their real attendance. */
export function DiwaliLamps() {
  const t = useDiwaliT();
  const location = useLocation();
  const lead = useAppSelector(selectLead);
  const attendance = useFestivalsLeadAttendanceQuery(lead ? undefined : skipToken);
  let body;
  if (!lead) {
    body = (
      <>
        <p>{t('diwali.lamps.visitor')}</p>
        <ButtonLink to={withReturnPath('/', `${location.pathname}${location.search}`)}>
          {t('diwali.lamps.join')}
        </ButtonLink>
      </>
    );
  } else if (attendance.isLoading) {
    body = (
      <div aria-busy="true">
        <p role="status" className="kit-visually-hidden">
          {t('diwali.lamps.loading')}
        </p>
        <Skeleton height="2.5rem" />
      </div>
    );
  } else if (!attendance.data) {
    body = (
      <ErrorState
        message={t('diwali.lamps.error')}
        hint={apiProblem(attendance.error)?.message}
        onRetry={() => void attendance.refetch()}
        retrying={attendance.isFetching}
      />
    );
  } else {
    const days = attendance.data.total_attended_days;
    body = (
      <>
        {days > 0 && (
          <div className="diwali__lamps">
            {Array.from({ length: Math.min(days, MOST_LAMPS) }, (_, index) => (
              <Lamp key={index} />
            ))}
          </div>
        )}
        <p>{t('diwali.lamps.count', { count: days })}</p>
      </>
    );
  }
  return <Card heading={t('diwali.lamps.title')}>{body}</Card>;
}
