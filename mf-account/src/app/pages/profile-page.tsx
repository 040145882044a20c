import { Card, ErrorState, Skeleton, type Catalogue, type Lead } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import {
  useAccountAddressesQuery,
  useAccountProfileQuery,
} from '../../features/profile/api/profile-api';
import {
  AddressesSummary,
  LivePreferences,
  MissingDetails,
} from '../../features/profile/components/profile-cards';
import { PhoneChange } from '../../features/profile/components/phone-change';
import { PrintedName } from '../../features/profile/components/printed-name';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { profileCatalogue, useProfileT } from '../../features/profile/profile-catalogue';
import { useAccountT } from '../../locales/account-catalogue';
import { AccountFrame } from './account-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [profileCatalogue, extraCatalogue];

function Profile({ lead }: { lead: Lead }) {
  const t = useProfileT();
  const profile = useAccountProfileQuery();
  const addresses = useAccountAddressesQuery(lead.phone_number);
  if (profile.isError) {
    return (
      <ErrorState
        message={t('profile.error')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!profile.data) {
    return (
      <Card heading={t('profile.details.title')}>
        <p role="status">{t('profile.loading')}</p>
        <Skeleton height="18rem" />
      </Card>
    );
  }
  const saved = addresses.data?.result;
  return (
    <div className="member-page__columns">
      <div className="member-page__column">
        {saved && <MissingDetails profile={profile.data} addresses={saved.length} />}
        <Card heading={t('profile.details.title')}>
          <p>{t('profile.details.intro')}</p>
          <ProfileForm profile={profile.data} />
          <PhoneChange current={profile.data.phone_number} country={profile.data.country_code} />
        </Card>
      </div>
      <div className="member-page__column">
        <LivePreferences profile={profile.data} />
        {saved && <AddressesSummary addresses={saved} />}
        <PrintedName memberId={lead.id} />
      </div>
    </div>
  );
}

/** `/account`: who the member is to the site, and what they can change. */
export default function ProfilePage() {
  const t = useAccountT();
  return (
    <AccountFrame title={t('account.title.profile')}>
      {(lead) => <Profile lead={lead} />}
    </AccountFrame>
  );
}
