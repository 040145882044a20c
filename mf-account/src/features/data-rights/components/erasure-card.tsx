import {
  Button,
  Card,
  ErrorState,
  Skeleton,
  showToast,
  useAppDispatch,
  useLanguage,
} from '@yoga/shared';
import type { Erasure } from '@yoga/shared/models';
import { Dialog } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useAccountErasureQuery, useAccountRequestErasureMutation } from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import { kindMessage, whyMessage } from '../model/data-kinds';
import { formatInstant } from '../model/data-summary';
import './data-rights.css';

type Step = Erasure['plan'][number];

/** What erasure does, by what happens to each kind of data, in the member's language. */
function ErasurePlan({ plan }: { plan: Step[] }) {
  const t = useDataRightsT();
  const { locale } = useLanguage();
  const what = (step: Step) => {
    const id = kindMessage(step.id);
    return id ? t(id) : step.what;
  };
  const why = (step: Step) => {
    const id = whyMessage(step.id);
    return id ? t(id) : step.why;
  };
  const erased = [...new Set(plan.filter((step) => step.action === 'erased').map(what))];
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <div className="erasure-plan">
      <h3>{t('data.erasure.erased')}</h3>
      <p>{list.format(erased)}</p>
      {(['anonymised', 'kept'] as const).map((action) => (
        <section key={action}>
          <h3>{action === 'anonymised' ? t('data.erasure.anonymised') : t('data.erasure.kept')}</h3>
          <ul>
            {plan
              .filter((step) => step.action === action)
              .map((step) => (
                <li key={step.id}>
                  <strong>{what(step)}</strong>: {why(step)}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Erasing the account: what it does, asked with a confirmation, carried out 48 hours later and
 * cancellable until then.
 */
export function ErasureCard() {
  const t = useDataRightsT();
  const { locale } = useLanguage();
  const dispatch = useAppDispatch();
  const read = useAccountErasureQuery();
  const [request, requesting] = useAccountRequestErasureMutation();
  const [confirming, setConfirming] = useState(false);

  const send = async (step: 'ask' | 'cancel') => {
    const answer = await request(step);
    if (!('data' in answer)) return;
    setConfirming(false);
    dispatch(
      showToast({
        message: { id: step === 'ask' ? 'data.erasure.asked' : 'data.erasure.cancelled' },
        kind: 'success',
      }),
    );
  };

  let body;
  if (read.isError) {
    body = (
      <ErrorState
        message={t('data.erasure.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  } else if (!read.data) {
    body = (
      <>
        <p role="status">{t('data.erasure.loading')}</p>
        <Skeleton height="4rem" />
      </>
    );
  } else if (read.data.status === 'pending' && read.data.erase_after) {
    body = (
      <>
        <p className="erasure-card__pending" role="status">
          {t('data.erasure.pending', { date: formatInstant(read.data.erase_after, locale) })}
        </p>
        <Button loading={requesting.isLoading} onClick={() => void send('cancel')}>
          {t('data.erasure.cancel')}
        </Button>
      </>
    );
  } else {
    const plan = read.data.plan;
    body = (
      <>
        <p>{t('data.erasure.text')}</p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('data.erasure.ask')}
        </Button>
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('data.erasure.dialogTitle')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('data.erasure.keep')}
              </Button>
              <Button loading={requesting.isLoading} onClick={() => void send('ask')}>
                {t('data.erasure.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('data.erasure.text')}</p>
          <ErasurePlan plan={plan} />
        </Dialog>
      </>
    );
  }
  return <Card heading={t('data.erasure.title')}>{body}</Card>;
}
