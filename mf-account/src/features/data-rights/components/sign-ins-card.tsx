import { Button, Card, endSession, useAppDispatch } from '@yoga/shared';
import { useAccountSignOutEverywhereMutation } from '../api/data-rights-api';
import { useDataRightsT } from '../data-rights-catalogue';
import './data-rights.css';

/** Signing out on every device: every sign-in ends on the server, then this one here. */
export function SignInsCard() {
  const t = useDataRightsT();
  const dispatch = useAppDispatch();
  const [signOut, signingOut] = useAccountSignOutEverywhereMutation();
  const everywhere = async () => {
    const answer = await signOut();
    if ('data' in answer) endSession(dispatch, { id: 'data.signIns.done' });
  };
  return (
    <Card heading={t('data.signIns.title')}>
      <p>{t('data.signIns.text')}</p>
      <Button variant="secondary" loading={signingOut.isLoading} onClick={() => void everywhere()}>
        {t('data.signIns.button')}
      </Button>
      {signingOut.isError && (
        <p className="data-rights__problem" role="alert">
          {t('data.signIns.error')}
        </p>
      )}
    </Card>
  );
}
