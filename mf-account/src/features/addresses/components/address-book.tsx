import { Badge, Button, Trans, useLanguage } from '@yoga/shared';
import { postalAddressLine } from '@yoga/shared/ui-extra';
import type { SavedAddress } from '@yoga/shared/models';
import { useAccountChangeAddressMutation } from '../api/addresses-api';
import { useAddressesT } from '../addresses-catalogue';
import './addresses.css';

/** "Pune, Maharashtra 411001": the town, state and postcode, those the address has. */
const placeLine = ({ city, state, pincode }: SavedAddress) =>
  [city, [state, pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The member's addresses, the one gifts go to first and marked, each to choose or change. */
export function AddressBook({
  addresses,
  onEdit,
  onSelected,
}: {
  addresses: SavedAddress[];
  onEdit: (address: SavedAddress) => void;
  onSelected: (address: SavedAddress) => void;
}) {
  const t = useAddressesT();
  const { locale } = useLanguage();
  const countries = new Intl.DisplayNames([locale], { type: 'region' });
  const [change, changing] = useAccountChangeAddressMutation();
  const select = async (address: SavedAddress) => {
    const { id, line1, line2, city, state, pincode, country_code } = address;
    const answer = await change({
      id,
      address: { line1, line2, city, state, pincode, country_code },
      selected: true,
    });
    if ('data' in answer && answer.data) onSelected(answer.data);
  };
  return (
    <ul className="address-book" aria-label={t('addresses.listLabel')}>
      {addresses.map((address, index) => {
        const line = postalAddressLine(address);
        const hidden = { 0: <span className="kit-visually-hidden" /> };
        return (
          <li key={address.id} className="address-book__item">
            {index === 0 && <Badge tone="brand">{t('addresses.selected')}</Badge>}
            <address className="address-book__lines">
              {address.line1}
              {address.line2 && <br />}
              {address.line2}
              <br />
              {placeLine(address)}
              <br />
              {countries.of(address.country_code)}
            </address>
            <div className="address-book__actions">
              {index > 0 && (
                <Button
                  variant="secondary"
                  loading={changing.isLoading && changing.originalArgs?.id === address.id}
                  onClick={() => void select(address)}
                >
                  <Trans id="addresses.select" values={{ address: line }} components={hidden} />
                </Button>
              )}
              <Button variant="secondary" onClick={() => onEdit(address)}>
                <Trans id="addresses.edit" values={{ address: line }} components={hidden} />
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
