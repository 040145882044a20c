import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  useFormat,
  type Catalogue,
} from '@yoga/shared';
import type { MyFeedback } from '@yoga/shared/models';
import { extraCatalogue, MemberFrame } from '@yoga/shared/ui-extra';
import { useChallengeFeedbackQuery } from '../../features/feedback/api/feedback-api';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { feedbackCatalogue, useFeedbackT } from '../../features/feedback/feedback-catalogue';

/** Every catalogue the page shows at once, loaded before it renders (kit extras included). */
export const PAGE_CATALOGUES: Catalogue[] = [feedbackCatalogue, extraCatalogue];

/** The page as the phase stands: the form while open, when it opens, or thanks once closed. */
function FeedbackByPhase({ mine }: { mine: MyFeedback }) {
  const t = useFeedbackT();
  const format = useFormat();
  const { window, feedback } = mine;
  if (window.state === 'open') {
    return (
      <Card heading={t('feedback.prompt.title')}>
        <p>{t('feedback.intro')}</p>
        <FeedbackForm given={feedback} closesOn={window.closes_on} />
      </Card>
    );
  }
  const toLive = <ButtonLink to="/live">{t('feedback.toLive')}</ButtonLink>;
  if (window.state === 'not_yet') {
    return (
      <EmptyState title={t('feedback.notYetTitle')} action={toLive}>
        {window.opens_on
          ? t('feedback.notYetText', { date: format.calendarDate(window.opens_on) })
          : t('feedback.notYetUndated')}
      </EmptyState>
    );
  }
  return (
    <EmptyState title={t('feedback.closedTitle')} action={toLive}>
      {feedback ? t('feedback.closedGiven', { rating: feedback.rating }) : t('feedback.closedNone')}
    </EmptyState>
  );
}

function MemberFeedback() {
  const t = useFeedbackT();
  const mine = useChallengeFeedbackQuery();
  if (mine.data) return <FeedbackByPhase mine={mine.data} />;
  if (mine.isError) {
    return (
      <ErrorState
        message={t('feedback.error')}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  }
  return (
    <Card heading={t('feedback.prompt.title')}>
      <p role="status">{t('feedback.loading')}</p>
      <Skeleton height="24rem" />
    </Card>
  );
}

/** `/feedback`: the member's feedback on their challenge, asked during its feedback phase. */
export default function FeedbackPage() {
  const t = useFeedbackT();
  return (
    <MemberFrame
      title={t('feedback.title')}
      texts={{
        visitorTitle: t('feedback.visitorTitle'),
        visitorText: t('feedback.visitorText'),
        notEnrolledTitle: t('feedback.notEnrolledTitle'),
        notEnrolledText: t('feedback.notEnrolledText'),
      }}
    >
      {() => <MemberFeedback />}
    </MemberFrame>
  );
}
