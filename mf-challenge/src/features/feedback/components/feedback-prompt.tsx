import { ButtonLink, Card, useFormat } from '@yoga/shared';
import { useFeedbackT } from '../feedback-catalogue';

/** On home and `/live` while feedback is open and not given: the way to the feedback page. */
export function FeedbackPrompt({ until }: { until: string | null }) {
  const t = useFeedbackT();
  const format = useFormat();
  return (
    <Card heading={t('feedback.prompt.title')} className="feedback-prompt">
      <p>
        {until
          ? t('feedback.prompt.text', { date: format.calendarDate(until) })
          : t('feedback.prompt.textOpen')}
      </p>
      <ButtonLink to="/feedback">{t('feedback.prompt.action')}</ButtonLink>
    </Card>
  );
}
