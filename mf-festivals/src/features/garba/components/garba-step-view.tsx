import { Button, ButtonLink, useContentText } from '@yoga/shared';
import type { GarbaStep } from '@yoga/shared/models';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useGarbaT } from '../garba-catalogue';
import { BeatCounter } from './beat-counter';
import { GarbaVideo } from './garba-video';
import './garba.css';

const stepPath = (step: number) => `/navratri/garbaTool/${step}`;

/**
 * One garba step: where it sits among the steps, its video, its count and beat, what to do, and
 * "done", which moves the member on (or, on the last step, completes the dance).
 */
export function GarbaStepView({
  steps,
  step,
  reachedStep,
  completed,
  onDone,
}: {
  steps: readonly GarbaStep[];
  step: GarbaStep;
  /** The furthest step the member has reached. */
  reachedStep: number;
  completed: boolean;
  onDone: () => void;
}) {
  const t = useGarbaT();
  const content = useContentText();
  const total = steps.length;
  const title = content(step.title, step.title_hi);
  const last = step.step === total;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new step (after "Done", or a link) is announced from its title: the button pressed is gone.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus();
  }, []);
  return (
    <article className="garba">
      <p className="garba__place">{t('garba.place', { step: step.step, total })}</p>
      <h2 className="garba__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {reachedStep > step.step && !completed && (
        <p className="garba__resume">
          {t('garba.resume', { step: reachedStep })}{' '}
          <Link to={stepPath(reachedStep)}>{t('garba.resumeLink', { step: reachedStep })}</Link>
        </p>
      )}
      <GarbaVideo step={step} title={title} />
      <BeatCounter counts={step.counts} bpm={step.bpm} />
      <section aria-labelledby="garba-how">
        <h3 id="garba-how">{t('garba.how')}</h3>
        <ol className="garba__instructions">
          {content(step.instructions, step.instructions_hi)
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line, index) => (
              <li key={index}>{line}</li>
            ))}
        </ol>
      </section>
      {last && completed ? (
        <p className="garba__complete" role="status">
          {t('garba.complete')}
        </p>
      ) : (
        <Button onClick={onDone}>{last ? t('garba.finish') : t('garba.done')}</Button>
      )}
      <nav className="garba__nav" aria-label={t('garba.steps')}>
        {step.step > 1 && (
          <ButtonLink variant="secondary" to={stepPath(step.step - 1)}>
            {t('garba.previous')}
          </ButtonLink>
        )}
        {!last && (
          <ButtonLink variant="secondary" to={stepPath(step.step + 1)}>
            {t('garba.next')}
          </ButtonLink>
        )}
        <ol className="garba__all">
          {steps.map((one) => (
            <li key={one.step}>
              <Link
                to={stepPath(one.step)}
                aria-current={one.step === step.step ? 'step' : undefined}
              >
                {t('garba.stepLink', { step: one.step, title: content(one.title, one.title_hi) })}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </article>
  );
}
