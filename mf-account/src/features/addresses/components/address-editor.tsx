import { apiProblem, Button, Card, useProblemText } from '@yoga/shared';
import type { SavedAddress } from '@yoga/shared/models';
import {
  PostalAddressFields,
  postalAddressOf,
  postalProblems,
  tidyPostalAddress,
  type PostalAddress,
  type PostalField,
  type PostalProblem,
  useAddressRule,
} from '@yoga/shared/ui-extra';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  useAccountAddAddressMutation,
  useAccountChangeAddressMutation,
} from '../api/addresses-api';
import { useAddressesT } from '../addresses-catalogue';
import './addresses.css';

export interface AddressEditorProps {
  /** The address to change; a new one when left out. */
  editing?: SavedAddress;
  /** The country a new address starts in: the member's. */
  country: string;
  onDone: (saved: SavedAddress) => void;
  onCancel: () => void;
}

/** Adds an address to the book, or changes one, checked as the server checks it. */
export function AddressEditor({ editing, country, onDone, onCancel }: AddressEditorProps) {
  const t = useAddressesT();
  const problemText = useProblemText();
  const heading = useRef<HTMLHeadingElement>(null);
  const [address, setAddress] = useState<PostalAddress>(() => postalAddressOf(country, editing));
  const [problems, setProblems] = useState<Partial<Record<PostalField, PostalProblem>>>({});
  const addressRule = useAddressRule(address.country_code);
  const [add, adding] = useAccountAddAddressMutation();
  const [change, changing] = useAccountChangeAddressMutation();
  const sending = editing ? changing : adding;
  const serverProblem = apiProblem(sending.error);
  const serverField = serverProblem?.field as PostalField | undefined;
  const formError =
    serverProblem && !(serverField && serverField in address) ? problemText(serverProblem) : null;

  // The form opens where the member tapped: move the reader there.
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyPostalAddress(address);
    const found = postalProblems(tidy, addressRule);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = editing ? await change({ id: editing.id, address: tidy }) : await add(tidy);
    if ('data' in answer && answer.data) onDone(answer.data);
  };

  return (
    <Card>
      <form className="address-editor" noValidate onSubmit={(event) => void submit(event)}>
        <h2 ref={heading} tabIndex={-1}>
          {editing ? t('addresses.editTitle') : t('addresses.addTitle')}
        </h2>
        <PostalAddressFields
          value={address}
          onChange={(field, value) => {
            setAddress((current) => ({ ...current, [field]: value }));
            setProblems((current) => ({ ...current, [field]: undefined }));
          }}
          problems={problems}
          serverError={(field) =>
            serverProblem && serverField === field ? problemText(serverProblem) : undefined
          }
        />
        {formError && (
          <p className="address-editor__error" role="alert">
            {formError}
          </p>
        )}
        <div className="address-editor__actions">
          <Button type="submit" loading={sending.isLoading}>
            {t('addresses.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('addresses.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
