import { Button, Card, EmptyState, ErrorState, Spinner } from '@yoga/shared';
import type { ReviewedSignUp } from '@yoga/shared/schemas';
import { useState } from 'react';
import {
  useOpsDecideReferralMutation,
  useOpsHeldReferralsQuery,
} from '../api/ops-support-endpoints';
import { useInstantText } from '../model/use-instant-text';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ReasonForm } from './reason-form';

type Decision = 'approved' | 'rejected';

/** One held sign-up: who, when, from where, and the decision with its reason. */
function HeldSignUp({ signUp }: { signUp: ReviewedSignUp }) {
  const t = useOpsConsoleT();
  const when = useInstantText();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [decide, saving] = useOpsDecideReferralMutation();
  const problem = useFormProblem(saving.error, ['reason']);
  const name = signUp.name;
  return (
    <li className="ops-list__entry">
      <p>
        <strong>{t('opsConsole.reviews.line', { name, phone: signUp.phone_number })}</strong>
      </p>
      <p>
        {t('opsConsole.reviews.joined', {
          when: when(signUp.joined_at),
          inviter: signUp.inviter_id ?? '—',
        })}
      </p>
      <p>
        {t('opsConsole.reviews.source', {
          device: signUp.signup_device ?? '—',
          network: signUp.signup_network ?? '—',
        })}
      </p>
      {deciding ? (
        <ReasonForm
          label={t(
            deciding === 'approved'
              ? 'opsConsole.reviews.approveReason'
              : 'opsConsole.reviews.rejectReason',
            { name },
          )}
          submitLabel={t(
            deciding === 'approved' ? 'opsConsole.reviews.approve' : 'opsConsole.reviews.reject',
            { name },
          )}
          loading={saving.isLoading}
          reasonProblem={problem.of('reason')}
          problem={problem.whole}
          onSubmit={(reason) =>
            void decide({ memberId: signUp.member_id, decision: deciding, reason })
          }
          cancel={
            <Button variant="secondary" onClick={() => setDeciding(null)}>
              {t('opsConsole.people.cancel')}
            </Button>
          }
        />
      ) : (
        <div className="ops-form__actions">
          <Button variant="secondary" onClick={() => setDeciding('approved')}>
            {t('opsConsole.reviews.approve', { name })}
          </Button>
          <Button variant="secondary" onClick={() => setDeciding('rejected')}>
            {t('opsConsole.reviews.reject', { name })}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Support's review of referred sign-ups held as a burst from one device or network (issue 28):
 * approved, the referral can count for the inviter; rejected, it never does. Either way with the
 * reason the member's record keeps.
 */
export function ReferralReviews() {
  const t = useOpsConsoleT();
  const read = useOpsHeldReferralsQuery();
  let body;
  if (read.isLoading) body = <Spinner label={t('opsConsole.reviews.loading')} />;
  else if (!read.data) {
    body = (
      <ErrorState message={t('opsConsole.reviews.error')} onRetry={() => void read.refetch()} />
    );
  } else if (read.data.length === 0) body = <EmptyState title={t('opsConsole.reviews.empty')} />;
  else {
    body = (
      <ul className="ops-list">
        {read.data.map((signUp) => (
          <HeldSignUp key={signUp.member_id} signUp={signUp} />
        ))}
      </ul>
    );
  }
  return (
    <Card heading={t('opsConsole.reviews.heading')}>
      <p>{t('opsConsole.reviews.intro')}</p>
      {body}
    </Card>
  );
}
