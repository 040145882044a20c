import {
  apiProblem,
  Button,
  FieldFrame,
  useFieldIds,
  useFormat,
  useProblemText,
} from '@yoga/shared';
import {
  FEEDBACK_BENEFITS,
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_RATINGS,
  type FeedbackBenefit,
  type FeedbackRating,
} from '@yoga/shared/domain';
import type { Feedback } from '@yoga/shared/models';
import { ChoiceGroup } from '@yoga/shared/ui-extra';
import { useId, useState, type FormEvent } from 'react';
import { useChallengeSaveFeedbackMutation } from '../api/feedback-api';
import { useFeedbackT } from '../feedback-catalogue';
import './feedback.css';

// Ids spelled out in full, so the catalogue check finds each one used.
const RATING_IDS = {
  1: 'feedback.rating.1',
  2: 'feedback.rating.2',
  3: 'feedback.rating.3',
  4: 'feedback.rating.4',
  5: 'feedback.rating.5',
} as const satisfies Record<FeedbackRating, string>;

const BENEFIT_IDS = {
  flexibility: 'feedback.benefit.flexibility',
  energy: 'feedback.benefit.energy',
  sleep: 'feedback.benefit.sleep',
  calm: 'feedback.benefit.calm',
  strength: 'feedback.benefit.strength',
  less_pain: 'feedback.benefit.lessPain',
  weight: 'feedback.benefit.weight',
  habit: 'feedback.benefit.habit',
} as const satisfies Record<FeedbackBenefit, string>;

/** The member's words as the API takes them: one paragraph, lines joined by spaces. */
const oneParagraph = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The feedback form: a rating, what changed, and the member's own words. It starts from what they
 * gave before, so changing it within the phase is the same form.
 */
export function FeedbackForm({
  given,
  closesOn,
}: {
  given: Feedback | null;
  /** The last day it can be changed; null when the challenge leaves it open. */
  closesOn: string | null;
}) {
  const t = useFeedbackT();
  const format = useFormat();
  const problemText = useProblemText();
  const ratingName = useId();
  const [save, saving] = useChallengeSaveFeedbackMutation();
  const [rating, setRating] = useState<string>(given ? String(given.rating) : '');
  const [benefits, setBenefits] = useState<readonly FeedbackBenefit[]>(given?.benefits ?? []);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [ratingMissing, setRatingMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  const serverProblem = apiProblem(saving.error);
  const commentError = serverProblem?.field === 'comment' ? problemText(serverProblem) : undefined;
  const formError = serverProblem && !commentError ? problemText(serverProblem) : undefined;
  const hint = t('feedback.commentHint', { max: format.number(FEEDBACK_COMMENT_MAX_LENGTH) });
  const comments = useFieldIds({ hint, error: commentError }, undefined, undefined);

  const changed = () => setSaved(false);
  const toggle = (benefit: FeedbackBenefit, on: boolean) => {
    changed();
    setBenefits((current) =>
      on
        ? FEEDBACK_BENEFITS.filter((one) => one === benefit || current.includes(one))
        : current.filter((one) => one !== benefit),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = FEEDBACK_RATINGS.find((value) => String(value) === rating);
    setRatingMissing(chosen === undefined);
    if (chosen === undefined) return;
    const answer = await save({
      rating: chosen,
      benefits: [...benefits],
      comment: oneParagraph(comment),
    });
    if ('data' in answer) setSaved(true);
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      <ChoiceGroup
        legend={t('feedback.rating')}
        name={ratingName}
        options={FEEDBACK_RATINGS.map((value) => ({
          value: String(value),
          label: t(RATING_IDS[value]),
        }))}
        value={rating}
        onChange={(value) => {
          changed();
          setRating(value);
          setRatingMissing(false);
        }}
      />
      {ratingMissing && (
        <p className="feedback-form__problem" role="alert">
          {t('feedback.ratingNeeded')}
        </p>
      )}
      <fieldset className="kit-choice">
        <legend>{t('feedback.benefits')}</legend>
        <div className="kit-choice__options">
          {FEEDBACK_BENEFITS.map((benefit) => (
            <label key={benefit} className="kit-choice__option">
              <input
                type="checkbox"
                checked={benefits.includes(benefit)}
                onChange={(event) => toggle(benefit, event.target.checked)}
              />
              <span>{t(BENEFIT_IDS[benefit])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FieldFrame
        id={comments.id}
        hintId={comments.hintId}
        errorId={comments.errorId}
        label={t('feedback.comment')}
        hint={hint}
        error={commentError}
      >
        <textarea
          {...comments.controlProps}
          className="kit-field__control feedback-form__comment"
          rows={4}
          maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => {
            changed();
            setComment(event.target.value);
          }}
        />
      </FieldFrame>
      {formError && (
        <p className="feedback-form__problem" role="alert">
          {formError}
        </p>
      )}
      <p className="feedback-form__saved" role="status">
        {saved &&
          (closesOn
            ? t('feedback.saved', { date: format.calendarDate(closesOn) })
            : t('feedback.savedOpen'))}
      </p>
      <Button type="submit" loading={saving.isLoading}>
        {given || saved ? t('feedback.update') : t('feedback.send')}
      </Button>
    </form>
  );
}
