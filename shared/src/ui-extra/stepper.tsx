import { useExtraT } from './extra-catalogue';

/** `before` is a day before the member joined: neither done nor missed. */
export type DayState = 'done' | 'missed' | 'before' | 'today' | 'future';

export interface StepperProps {
  /** Names the row ("Your 14 days"). */
  label: string;
  /** One state per day of the challenge, day 1 first. */
  days: readonly DayState[];
}

/** The challenge's days in one row, each with its state in words as well as in colour. */
export function Stepper({ label, days }: StepperProps) {
  const t = useExtraT();
  return (
    <ol className="kit-stepper" aria-label={label}>
      {days.map((state, index) => {
        const name = t('extra.stepper.day', { day: index + 1, state });
        // Some screen readers read a list item's label, others its text: both say the same.
        return (
          <li
            key={index}
            className={`kit-stepper__day kit-stepper__day--${state}`}
            aria-label={name}
            aria-current={state === 'today' ? 'date' : undefined}
          >
            <span aria-hidden="true">{index + 1}</span>
            <span className="kit-visually-hidden">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
