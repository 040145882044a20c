import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@yoga/shared';
import { useExtraT } from './extra-catalogue';

export interface CountdownProps {
  /** The instant it counts down to. */
  to: Date | number;
  /** Names the timer ("The challenge starts in"). */
  label: string;
  /** Called once, when the time is up (straight away if it already is). */
  onDone?: () => void;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Ids spelled out in full, so the catalogue check finds each one used.
const UNIT_IDS = {
  days: 'extra.countdown.days',
  hours: 'extra.countdown.hours',
  minutes: 'extra.countdown.minutes',
  seconds: 'extra.countdown.seconds',
} as const;
const LEFT_IDS = {
  days: 'extra.countdown.daysLeft',
  hours: 'extra.countdown.hoursLeft',
  minutes: 'extra.countdown.minutesLeft',
} as const;

const formats = new Map<string, Intl.NumberFormat>();

/** Digits in the page's locale; hours, minutes and seconds keep two so the row does not jump. */
function formatPart(value: number, locale: string, digits: number): string {
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumIntegerDigits: digits });
    formats.set(key, format);
  }
  return format.format(value);
}

/**
 * What a screen reader hears: it changes by the day, then the hour, then every five minutes and in
 * the last ten minutes every minute, so a member listening is told how long is left, not
 * interrupted every second.
 */
function coarseStep(left: number): { unit: keyof typeof LEFT_IDS; count: number } | null {
  if (left >= DAY) return { unit: 'days', count: Math.floor(left / DAY) };
  if (left >= HOUR) return { unit: 'hours', count: Math.floor(left / HOUR) };
  const minutes = Math.floor(left / MINUTE);
  if (minutes >= 10) return { unit: 'minutes', count: minutes - (minutes % 5) };
  return minutes >= 1 ? { unit: 'minutes', count: minutes } : null;
}

/** Time left to an instant: the digits tick every second, the spoken summary only at coarse steps. */
export function Countdown({ to, label, onDone }: CountdownProps) {
  const t = useExtraT();
  const { locale } = useLanguage();
  const target = typeof to === 'number' ? to : to.getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, target - now);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) clearInterval(timer);
    }, SECOND);
    return () => clearInterval(timer);
  }, [target]);

  const done = left === 0;
  const calledFor = useRef<number | null>(null);
  useEffect(() => {
    if (done && calledFor.current !== target) {
      calledFor.current = target;
      onDoneRef.current?.();
    }
  }, [done, target]);

  const parts = [
    { unit: 'days', value: Math.floor(left / DAY) },
    { unit: 'hours', value: Math.floor((left % DAY) / HOUR) },
    { unit: 'minutes', value: Math.floor((left % HOUR) / MINUTE) },
    { unit: 'seconds', value: Math.floor((left % MINUTE) / SECOND) },
  ] as const;
  const step = coarseStep(left);
  const summary = done
    ? t('extra.countdown.done')
    : step === null
      ? t('extra.countdown.underMinute')
      : t(LEFT_IDS[step.unit], { count: step.count });

  return (
    <div className="kit-countdown">
      {/* A timer is not live by default; aria-live="off" keeps it so in every screen reader. */}
      <div className="kit-countdown__parts" role="timer" aria-live="off" aria-label={label}>
        {parts.map(({ unit, value }) =>
          unit === 'days' && value === 0 ? null : (
            <span key={unit} className="kit-countdown__part">
              <span className="kit-countdown__value">
                {formatPart(value, locale, unit === 'days' ? 1 : 2)}
              </span>{' '}
              <span className="kit-countdown__unit">
                {t(UNIT_IDS[unit], { count: value })}
              </span>{' '}
            </span>
          ),
        )}
      </div>
      <p className="kit-visually-hidden" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
