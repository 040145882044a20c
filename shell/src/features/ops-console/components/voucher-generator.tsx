import { Button, Card, ErrorState } from '@yoga/shared';
import { useState } from 'react';
import { useOpsIssueVouchersMutation } from '../api/ops-game-endpoints';
import { useFormProblem } from '../model/use-form-problem';
import { useOpsConsoleT } from '../ops-console-catalogue';
import { ChallengePicker, type PickedChallenge } from './challenge-picker';

/** Issuing gives members vouchers before the day the job would: it asks once more first. */
function IssueVouchers({ challenge }: { challenge: PickedChallenge }) {
  const t = useOpsConsoleT();
  const [asking, setAsking] = useState(false);
  const [issue, issuing] = useOpsIssueVouchersMutation();
  const problem = useFormProblem(issuing.error, []);
  const run = async () => {
    await issue(challenge.id);
    setAsking(false);
  };
  return (
    <>
      {asking ? (
        <div className="ops-form">
          <p>{t('opsConsole.plans.issueWarning', { title: challenge.title })}</p>
          <div className="ops-form__actions">
            <Button loading={issuing.isLoading} onClick={() => void run()}>
              {t('opsConsole.plans.confirmIssue')}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('opsConsole.people.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button onClick={() => setAsking(true)}>
          {t('opsConsole.plans.issue', { title: challenge.title })}
        </Button>
      )}
      {problem.whole && <ErrorState message={problem.whole} />}
      {issuing.data && (
        <p role="status">
          {t('opsConsole.plans.issued', { count: issuing.data.issued, title: challenge.title })}
        </p>
      )}
    </>
  );
}

/**
 * A challenge's paid-membership vouchers, issued now: the daily job issues them on the
 * challenge's voucher day, to each member who attended the days its rules ask; this runs the same
 * issue at once (after attendance corrections, or a missed run). Nobody gets a second voucher.
 */
export function VoucherGenerator() {
  const t = useOpsConsoleT();
  return (
    <Card heading={t('opsConsole.plans.vouchersHeading')}>
      <p>{t('opsConsole.plans.vouchersIntro')}</p>
      <ChallengePicker>{(challenge) => <IssueVouchers challenge={challenge} />}</ChallengePicker>
    </Card>
  );
}
