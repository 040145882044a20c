import { Button, Card, ErrorState, Skeleton, useContentText } from '@yoga/shared';
import type { KidsCamp, KidsCampChild } from '@yoga/shared/models';
import { Dialog } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useKidsCampChildrenQuery, useKidsCampWithdrawMutation } from '../api/kids-camp-api';
import { useKidsCampT } from '../kids-camp-catalogue';

/**
 * The parent's children, each with the way to withdraw consent: asked again in a dialog, since
 * the child's data is erased at once and for good.
 */
export function ChildrenCard({ camp }: { camp: KidsCamp }) {
  const t = useKidsCampT();
  const text = useContentText();
  const mine = useKidsCampChildrenQuery();
  const [withdraw, withdrawing] = useKidsCampWithdrawMutation();
  const [asked, setAsked] = useState<KidsCampChild | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);

  const batchLabel = (id: string) => {
    const batch = camp.batches.find((one) => one.id === id);
    return batch ? text(batch.label, batch.label_hi) : id;
  };

  const confirm = async () => {
    if (!asked) return;
    const answer = await withdraw(asked.id);
    if (!('data' in answer)) return;
    setWithdrawn(asked.first_name);
    setAsked(null);
  };

  let body;
  if (mine.data) {
    body =
      mine.data.children.length === 0 ? (
        <p>{t('kidsCamp.childrenNone')}</p>
      ) : (
        <ul className="kids-camp__children">
          {mine.data.children.map((child) => (
            <li key={child.id} className="kids-camp__child">
              <div>
                <strong>{child.first_name}</strong>
                <br />
                {t('kidsCamp.childLine', { age: child.age, batch: batchLabel(child.batch) })}
              </div>
              <Button
                variant="secondary"
                aria-label={t('kidsCamp.withdrawFor', { name: child.first_name })}
                onClick={() => {
                  withdrawing.reset();
                  setAsked(child);
                }}
              >
                {t('kidsCamp.withdraw')}
              </Button>
            </li>
          ))}
        </ul>
      );
  } else if (mine.isError) {
    body = (
      <ErrorState
        message={t('kidsCamp.childrenError')}
        onRetry={() => void mine.refetch()}
        retrying={mine.isFetching}
      />
    );
  } else {
    body = <Skeleton height="6rem" />;
  }

  return (
    <Card heading={t('kidsCamp.childrenTitle')}>
      {body}
      <p className="kids-camp__done" role="status">
        {withdrawn && t('kidsCamp.withdrawn', { name: withdrawn })}
      </p>
      <Dialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={asked ? t('kidsCamp.withdrawTitle', { name: asked.first_name }) : ''}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsked(null)}>
              {t('kidsCamp.withdrawCancel')}
            </Button>
            <Button loading={withdrawing.isLoading} onClick={() => void confirm()}>
              {t('kidsCamp.withdrawConfirm')}
            </Button>
          </>
        }
      >
        <p>{asked && t('kidsCamp.withdrawText', { name: asked.first_name })}</p>
        {withdrawing.isError && (
          <p className="kids-camp__problem" role="alert">
            {t('kidsCamp.withdrawError')}
          </p>
        )}
      </Dialog>
    </Card>
  );
}
