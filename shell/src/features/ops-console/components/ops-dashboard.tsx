import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Spinner,
  TextField,
  apiProblem,
  formatCalendarDate,
  formatIndianNumber,
  useLanguage,
  useProblemText,
} from '@yoga/shared';
import { formatRupees } from '@yoga/shared/domain';
import type { Dashboard, DashboardDay } from '@yoga/shared/schemas';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useOpsDashboardQuery, type DashboardRange } from '../api/ops-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useInstantText } from '../model/use-instant-text';
import { useOpsConsoleT } from '../ops-console-catalogue';

type Figure = Exclude<keyof DashboardDay, 'day'>;

// Ids spelled out in full, so the catalogue check finds each one used.
const FIGURES = {
  joins: 'opsConsole.dashboard.joins',
  referred_joins: 'opsConsole.dashboard.referredJoins',
  page_views_free: 'opsConsole.dashboard.pageViewsFree',
  page_views_paid: 'opsConsole.dashboard.pageViewsPaid',
  payments: 'opsConsole.dashboard.payments',
  paid_amount: 'opsConsole.dashboard.paidAmount',
} as const satisfies Record<Figure, string>;

const FIGURE_KEYS = Object.keys(FIGURES) as Figure[];

function useFigureText() {
  const { locale } = useLanguage();
  return (figure: Figure, value: number) =>
    figure === 'paid_amount' ? formatRupees(value, locale) : formatIndianNumber(value, locale);
}

/** The range's totals, one tile each. */
function Totals({ days }: { days: Dashboard['days'] }) {
  const t = useOpsConsoleT();
  const text = useFigureText();
  return (
    <dl className="ops-dashboard__totals">
      {FIGURE_KEYS.map((figure) => (
        <div key={figure} className="ops-dashboard__total">
          <dt>{t(FIGURES[figure])}</dt>
          <dd>
            {text(
              figure,
              days.reduce((sum, day) => sum + day[figure], 0),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A table that scrolls sideways on a phone rather than squeezing its columns. */
function Scrolling({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <div className="ops-table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function DaysTable({ days }: { days: Dashboard['days'] }) {
  const t = useOpsConsoleT();
  const { locale } = useLanguage();
  const text = useFigureText();
  return (
    <Scrolling label={t('opsConsole.dashboard.perDay')}>
      <table>
        <caption>{t('opsConsole.dashboard.perDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('opsConsole.dashboard.day')}</th>
            {FIGURE_KEYS.map((figure) => (
              <th key={figure} scope="col">
                {t(FIGURES[figure])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatCalendarDate(day.day, locale)}</th>
              {FIGURE_KEYS.map((figure) => (
                <td key={figure}>{text(figure, day[figure])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolling>
  );
}

function SessionsTable({ sessions }: { sessions: Dashboard['sessions'] }) {
  const t = useOpsConsoleT();
  const { locale, language } = useLanguage();
  const when = useInstantText();
  if (sessions.length === 0) return <p>{t('opsConsole.dashboard.noSessions')}</p>;
  return (
    <Scrolling label={t('opsConsole.dashboard.perSession')}>
      <table>
        <caption>{t('opsConsole.dashboard.perSession')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('opsConsole.dashboard.challenge')}</th>
            <th scope="col">{t('opsConsole.dashboard.sessionDay')}</th>
            <th scope="col">{t('opsConsole.dashboard.batch')}</th>
            <th scope="col">{t('opsConsole.dashboard.starts')}</th>
            <th scope="col">{t('opsConsole.dashboard.attended')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={`${session.challenge_id}-${session.day}-${session.batch}`}>
              <th scope="row">
                {(language === 'hi' && session.challenge_title_hi) || session.challenge_title}
              </th>
              <td>{session.day}</td>
              <td>{session.batch}</td>
              <td>{when(session.starts_at)}</td>
              <td>{formatIndianNumber(session.attended, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scrolling>
  );
}

/**
 * The season at a glance (issue 28): joins and invites, free and paid members' page views
 * (spec section 1), payments per India day, and who attended each batch. Every ops person sees it.
 */
export function OpsDashboard() {
  const t = useOpsConsoleT();
  const { locale } = useLanguage();
  const problemText = useProblemText();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<DashboardRange>({});
  const read = useOpsDashboardQuery(range);
  const problem = useFormProblem(read.error, ['from', 'to']);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
  };

  let body;
  if (read.isFetching) body = <Spinner label={t('opsConsole.dashboard.loading')} />;
  else if (read.data) {
    const quiet = read.data.days.every((day) => FIGURE_KEYS.every((figure) => day[figure] === 0));
    body = (
      <>
        <p>
          {t('opsConsole.dashboard.range', {
            from: formatCalendarDate(read.data.from, locale),
            to: formatCalendarDate(read.data.to, locale),
          })}
        </p>
        {quiet && read.data.sessions.length === 0 ? (
          <EmptyState title={t('opsConsole.dashboard.empty')} />
        ) : (
          <>
            <Totals days={read.data.days} />
            <DaysTable days={read.data.days} />
            <SessionsTable sessions={read.data.sessions} />
          </>
        )}
      </>
    );
  } else if (!problem.of('from') && !problem.of('to')) {
    const known = apiProblem(read.error);
    body = (
      <ErrorState
        message={known ? problemText(known) : t('opsConsole.dashboard.error')}
        onRetry={() => void read.refetch()}
      />
    );
  }

  return (
    <Card heading={t('opsConsole.dashboard.heading')}>
      <form className="ops-form" onSubmit={show} noValidate>
        <div className="ops-form__row">
          <TextField
            label={t('opsConsole.dashboard.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            error={problem.of('from')}
          />
          <TextField
            label={t('opsConsole.dashboard.to')}
            type="date"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={problem.of('to')}
          />
        </div>
        <Button type="submit">{t('opsConsole.dashboard.show')}</Button>
      </form>
      {body}
    </Card>
  );
}
