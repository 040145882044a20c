import { ButtonLink, Card, useLanguage } from '@yoga/shared';
import { missingDetails, type MissingDetail } from '@yoga/shared/domain';
import type { Profile, SavedAddress } from '@yoga/shared/models';
import { postalAddressLine } from '@yoga/shared/ui-extra';
import { Link } from 'react-router-dom';
import { useProfileT } from '../profile-catalogue';
import './profile.css';

const MISSING_IDS = {
  city: 'profile.missing.city',
  state: 'profile.missing.state',
  address: 'profile.missing.address',
} as const satisfies Record<MissingDetail, string>;

/**
 * What the site still needs (the rule `lead/needmoredetails` answers by), with the way to give
 * the address; nothing when the profile is complete.
 */
export function MissingDetails({ profile, addresses }: { profile: Profile; addresses: number }) {
  const t = useProfileT();
  const { locale } = useLanguage();
  const missing = missingDetails({ ...profile, addresses });
  if (missing.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  return (
    <Card heading={t('profile.missing.title')}>
      <p>
        {t('profile.missing.text', { list: list.format(missing.map((m) => t(MISSING_IDS[m]))) })}
      </p>
      {missing.includes('address') && (
        <ButtonLink to="/account/addresses" variant="secondary">
          {t('profile.missing.addAddress')}
        </ButtonLink>
      )}
    </Card>
  );
}

/** The batch and reminder the member set on /live: shown here, changed there (one source). */
export function LivePreferences({ profile }: { profile: Profile }) {
  const t = useProfileT();
  return (
    <Card heading={t('profile.live.title')}>
      <p>
        {profile.preferred_batch === null
          ? t('profile.live.noBatch')
          : t('profile.live.batch', { batch: profile.preferred_batch })}
      </p>
      <p>{profile.reminder ? t('profile.live.reminderOn') : t('profile.live.reminderOff')}</p>
      <Link className="profile-card__link" to="/live">
        {t('profile.live.change')}
      </Link>
    </Card>
  );
}

/** How many addresses the member has and where gifts go, with the way to the address page. */
export function AddressesSummary({ addresses }: { addresses: SavedAddress[] }) {
  const t = useProfileT();
  const selected = addresses[0];
  return (
    <Card heading={t('profile.addresses.title')}>
      <p>{t('profile.addresses.count', { count: addresses.length })}</p>
      {selected && (
        <p>{t('profile.addresses.selected', { address: postalAddressLine(selected) })}</p>
      )}
      <Link className="profile-card__link" to="/account/addresses">
        {t('profile.addresses.manage')}
      </Link>
    </Card>
  );
}
