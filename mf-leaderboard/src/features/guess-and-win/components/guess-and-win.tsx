import {
  apiProblem,
  Badge,
  Button,
  Card,
  clockTimeFormat,
  EmptyState,
  ErrorState,
  memberTimeZone,
  Spinner,
  TextField,
  Trans,
  useContentText,
  useFormat,
  useLanguage,
  useProblemText,
  type GuessAndWin as GuessGame,
  type GuessDay,
  type GuessNext,
  type GuessPrize,
} from '@yoga/shared';
import { Countdown } from '@yoga/shared/ui-extra';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLeaderboardGuessAndWinQuery, useLeaderboardSaveGuessMutation } from '../api/guess-api';
import { useGuessT } from '../guess-catalogue';
import { isGuessOpen, parseGuess } from '../model/guess-input';
import { clockWithZone, dayOf } from '../model/guess-times';
import './guess-and-win.css';

function GuessForm({ memberId, day }: { memberId: number; day: GuessDay }) {
  const t = useGuessT();
  const { number } = useFormat();
  const problemText = useProblemText();
  const [text, setText] = useState(day.guess === null ? '' : String(day.guess));
  const [problem, setProblem] = useState<'empty' | 'invalid' | null>(null);
  const [save, saving] = useLeaderboardSaveGuessMutation();
  const [saved, setSaved] = useState<number | null>(null);
  const refused = apiProblem(saving.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const input = parseGuess(text);
    if ('problem' in input) {
      setProblem(input.problem);
      return;
    }
    setProblem(null);
    const result = await save({ memberId, guess: input.guess });
    if (!('error' in result)) setSaved(result.data.guess);
  };

  const error =
    problem === 'empty'
      ? t('guess.today.empty')
      : problem === 'invalid'
        ? t('guess.today.invalid')
        : refused
          ? problemText(refused)
          : undefined;

  return (
    <form className="guess-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('guess.today.field')}
        className="guess-form__field"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" loading={saving.isLoading}>
        {day.guess === null ? t('guess.today.save') : t('guess.today.change')}
      </Button>
      <p className="guess-form__saved" role="status">
        {saved !== null && t('guess.today.saved', { guess: number(saved) })}
      </p>
    </form>
  );
}

function Result({ day }: { day: GuessDay }) {
  const t = useGuessT();
  const { number } = useFormat();
  if (!day.result) return <p className="guess-day__muted">{t('guess.past.pending')}</p>;
  const { actual, winners, won } = day.result;
  return (
    <>
      <p className="guess-day__actual">{t('guess.past.actual', { count: number(actual) })}</p>
      {winners.length > 0 && (
        <ol className="guess-day__winners" aria-label={t('guess.past.winners', { day: day.day })}>
          {winners.map((winner) => (
            <li key={winner.place}>
              {t('guess.past.winner', {
                place: winner.place,
                name: winner.name,
                guess: number(winner.guess),
              })}
            </li>
          ))}
        </ol>
      )}
      {won && (
        <p className="guess-day__won">
          <Badge tone="success">{t('guess.past.won')}</Badge>{' '}
          <Trans id="guess.past.prize" components={{ 0: <Link to="/gifts" /> }} />
        </p>
      )}
    </>
  );
}

/** What the closest guesses win, in the page's language. */
function Prize({ prize }: { prize: GuessPrize }) {
  const t = useGuessT();
  const content = useContentText();
  return (
    <p className="guess-prize">
      {t('guess.prize', { prize: content(prize.gift_name, prize.gift_name_hi) })}
    </p>
  );
}

/** When the next question opens and closes, on the member's clock, with the zone in words. */
function NextQuestion({ next }: { next: GuessNext }) {
  const t = useGuessT();
  const { language } = useLanguage();
  const { calendarDate } = useFormat();
  const zone = memberTimeZone();
  const day = dayOf(next.opens_at, new Date(), zone);
  return (
    <p className="guess-next" data-testid="guess-next">
      {t('guess.next.text', {
        day: next.day,
        when: day.kind,
        date: day.kind === 'date' ? calendarDate(day.date) : '',
        time: clockWithZone(language, zone, next.opens_at),
        closes: clockWithZone(language, zone, next.closes_at),
      })}
    </p>
  );
}

function Today({
  memberId,
  day,
  game,
}: {
  memberId: number;
  day: GuessDay;
  game: Pick<GuessGame, 'prize' | 'attended_today' | 'next'>;
}) {
  const t = useGuessT();
  const { number } = useFormat();
  const { locale } = useLanguage();
  // Closed at first sight, or when the countdown runs out: the form gives way without a reload.
  const [closed, setClosed] = useState(() => !isGuessOpen(day, Date.now()));
  const open = day.open && !closed;
  const revealAt = clockTimeFormat(locale, memberTimeZone()).format(new Date(day.reveals_at));
  return (
    <Card heading={t('guess.today.title', { day: day.day })} className="guess-today">
      <p className="guess-today__question">{t('guess.today.question')}</p>
      {game.prize && <Prize prize={game.prize} />}
      {open ? (
        <>
          <p className="guess-day__muted">{t('guess.today.rules')}</p>
          <p className="guess-today__label">{t('guess.today.closesIn')}</p>
          <Countdown
            to={new Date(day.closes_at)}
            label={t('guess.today.closesIn')}
            onDone={() => setClosed(true)}
          />
          <GuessForm memberId={memberId} day={day} />
        </>
      ) : (
        <>
          <p>
            <Badge>{t('guess.today.closed')}</Badge>
          </p>
          <p>
            {day.guess === null
              ? t('guess.today.noGuess')
              : t('guess.today.yours', { guess: number(day.guess) })}
          </p>
          {day.result ? (
            <Result day={day} />
          ) : (
            <>
              {game.attended_today !== null && (
                <p className="guess-day__actual" data-testid="guess-attended-today">
                  {t('guess.today.attendedSoFar', { count: number(game.attended_today) })}
                </p>
              )}
              <p className="guess-day__muted">{t('guess.today.reveal', { time: revealAt })}</p>
            </>
          )}
          {game.next && <NextQuestion next={game.next} />}
        </>
      )}
    </Card>
  );
}

/** No question today: the next one when there is one, else why there is none. */
function NoQuestionToday({ game }: { game: GuessGame }) {
  const t = useGuessT();
  if (game.challenge_id === null) {
    return (
      <EmptyState title={t('guess.notEnrolled.title')}>{t('guess.notEnrolled.text')}</EmptyState>
    );
  }
  if (!game.next) {
    return <EmptyState title={t('guess.over.title')}>{t('guess.over.text')}</EmptyState>;
  }
  return (
    <Card heading={t('guess.next.title', { day: game.next.day })} className="guess-today">
      <p className="guess-today__question">{t('guess.today.question')}</p>
      {game.prize && <Prize prize={game.prize} />}
      <NextQuestion next={game.next} />
    </Card>
  );
}

function PastDays({ days }: { days: readonly GuessDay[] }) {
  const t = useGuessT();
  const { number } = useFormat();
  return (
    <Card heading={t('guess.past.title')}>
      {days.length === 0 ? (
        <p className="guess-day__muted">{t('guess.past.empty')}</p>
      ) : (
        <ul className="guess-past">
          {days.map((day) => (
            <li key={day.day} className="guess-day">
              <h3 className="guess-day__title">{t('guess.past.day', { day: day.day })}</h3>
              <p className="guess-day__muted">
                {day.guess === null
                  ? t('guess.past.noGuess')
                  : t('guess.past.yours', { guess: number(day.guess) })}
              </p>
              <Result day={day} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Today's guess (open until the first session starts), its prize and how many came so far, when
 * the next question opens, and how the past days turned out.
 */
export function GuessAndWin({ memberId }: { memberId: number }) {
  const t = useGuessT();
  const game = useLeaderboardGuessAndWinQuery(memberId);
  if (game.isLoading) return <Spinner label={t('guess.loading')} />;
  if (!game.data) {
    return (
      <ErrorState
        message={t('guess.error')}
        onRetry={() => void game.refetch()}
        retrying={game.isFetching}
      />
    );
  }
  const { today, past } = game.data;
  return (
    <>
      {today ? (
        <Today key={today.day} memberId={memberId} day={today} game={game.data} />
      ) : (
        <NoQuestionToday game={game.data} />
      )}
      <PastDays days={past} />
    </>
  );
}
