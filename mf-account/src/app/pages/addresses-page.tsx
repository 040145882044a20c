import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  showToast,
  useAppDispatch,
  type Catalogue,
  type Lead,
} from '@yoga/shared';
import type { SavedAddress } from '@yoga/shared/models';
import { extraCatalogue, postalAddressLine } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addressesCatalogue, useAddressesT } from '../../features/addresses/addresses-catalogue';
import { AddressBook } from '../../features/addresses/components/address-book';
import { AddressEditor } from '../../features/addresses/components/address-editor';
import { useAccountAddressesQuery } from '../../features/profile/api/profile-api';
import { useAccountT } from '../../locales/account-catalogue';
import { AccountFrame } from './account-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [addressesCatalogue, extraCatalogue];

type Editing = { kind: 'new' } | { kind: 'change'; address: SavedAddress } | null;

function Addresses({ lead }: { lead: Lead }) {
  const t = useAddressesT();
  const dispatch = useAppDispatch();
  const read = useAccountAddressesQuery(lead.phone_number);
  const [editing, setEditing] = useState<Editing>(null);
  const toast = (id: string, values?: Record<string, string>) =>
    dispatch(showToast({ message: { id, values }, kind: 'success' }));

  if (read.isError) {
    return (
      <ErrorState
        message={t('addresses.error')}
        onRetry={() => void read.refetch()}
        retrying={read.isFetching}
      />
    );
  }
  if (!read.data) {
    return (
      <Card>
        <p role="status">{t('addresses.loading')}</p>
        <Skeleton height="10rem" />
      </Card>
    );
  }
  const addresses = read.data.result;
  const editor = editing && (
    <AddressEditor
      key={editing.kind === 'change' ? editing.address.id : 'new'}
      editing={editing.kind === 'change' ? editing.address : undefined}
      country={lead.country_code}
      onCancel={() => setEditing(null)}
      onDone={() => {
        toast(editing.kind === 'new' ? 'addresses.added' : 'addresses.changed');
        setEditing(null);
      }}
    />
  );
  return (
    <div className="account-addresses">
      <p>{t('addresses.intro')}</p>
      {addresses.length === 0 && !editing ? (
        <EmptyState
          title={t('addresses.empty.title')}
          action={<Button onClick={() => setEditing({ kind: 'new' })}>{t('addresses.add')}</Button>}
        >
          {t('addresses.empty.text')}
        </EmptyState>
      ) : (
        <AddressBook
          addresses={addresses}
          onEdit={(address) => setEditing({ kind: 'change', address })}
          onSelected={(address) =>
            toast('addresses.selectedNow', { address: postalAddressLine(address) })
          }
        />
      )}
      {editor}
      {addresses.length > 0 && !editing && (
        <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
          {t('addresses.add')}
        </Button>
      )}
      <Link className="account-addresses__back" to="/account">
        {t('addresses.back')}
      </Link>
    </div>
  );
}

/** `/account/addresses`: where gifts go, and the member's other addresses. */
export default function AddressesPage() {
  const t = useAccountT();
  return (
    <AccountFrame title={t('account.title.addresses')}>
      {(lead) => <Addresses lead={lead} />}
    </AccountFrame>
  );
}
