import {
  apiProblem,
  Button,
  Select,
  TextField,
  useProblemText,
  type DeliveryAddress,
  type EarnedGift,
} from '@yoga/shared';
import {
  Dialog,
  PostalAddressFields,
  type PostalField,
  type PostalProblem,
  useAddressRule,
} from '@yoga/shared/ui-extra';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  useLeaderboardAddressesQuery,
  useLeaderboardChangeGiftAddressMutation,
  useLeaderboardClaimGiftMutation,
} from '../api/gifts-api';
import { useGiftsT } from '../gifts-catalogue';
import {
  addressProblems,
  startingAddress,
  tidyAddress,
  type AddressField,
  type AddressProblem,
} from '../model/delivery-address';
import './gifts.css';

// Ids spelled out in full, so the catalogue check finds each one used. The postal fields'
// problems are worded by the kit's fieldset.
const PROBLEM_IDS = {
  required: 'gifts.address.required',
  phone: 'gifts.address.phoneProblem',
} as const satisfies Record<'required' | 'phone', string>;

const TYPED = 'typed';

export interface AddressDialogProps {
  gift: EarnedGift;
  giftName: string;
  member: { name: string; phone_number: string; country_code: string };
  onClose: () => void;
  /** Called once the server took the address. */
  onDone: () => void;
}

/**
 * Claims an earned gift to an address, or changes the address of a claimed one: a saved address
 * of the member's, or one typed in, in India or abroad.
 */
export function AddressDialog({ gift, giftName, member, onClose, onDone }: AddressDialogProps) {
  const t = useGiftsT();
  const problemText = useProblemText();
  const formId = useId();
  const saved = useLeaderboardAddressesQuery(member.phone_number).data?.result ?? [];
  const changing = gift.status === 'claimed';
  const [claim, claiming] = useLeaderboardClaimGiftMutation();
  const [change, changingAddress] = useLeaderboardChangeGiftAddressMutation();
  const sending = changing ? changingAddress : claiming;

  const [choice, setChoice] = useState(TYPED);
  const [address, setAddress] = useState<DeliveryAddress>(
    () => gift.address ?? startingAddress(member),
  );
  const [problems, setProblems] = useState<Partial<Record<AddressField, AddressProblem>>>({});
  const addressRule = useAddressRule(address.country_code);

  const serverProblem = apiProblem(sending.error);
  const serverField = serverProblem?.field?.split('.').pop() as AddressField | undefined;
  const serverError = (field: AddressField) =>
    serverProblem && serverField === field ? problemText(serverProblem) : undefined;
  const fieldError = (field: 'recipient' | 'phone_number') => {
    const own = problems[field];
    return own === 'required' || own === 'phone' ? t(PROBLEM_IDS[own]) : serverError(field);
  };
  const postalProblems = problems as Partial<Record<PostalField, PostalProblem>>;
  const formError =
    serverProblem && (!serverField || !(serverField in address))
      ? problemText(serverProblem)
      : undefined;

  // Typing or choosing is the member's say; until then a new claim starts at the address they
  // chose for gifts on their account page (the first of the list).
  const touched = useRef(changing);
  const set = (field: AddressField, value: string) => {
    touched.current = true;
    setAddress((current) => ({ ...current, [field]: value }));
  };

  const pick = (id: string) => {
    touched.current = true;
    setChoice(id);
    // A saved address fills the form; "a new address" empties it for typing.
    const picked = saved.find((one) => String(one.id) === id);
    setAddress((current) => ({
      ...startingAddress(member, picked),
      recipient: current.recipient,
      phone_number: current.phone_number,
    }));
    setProblems({});
  };

  const selected = saved[0];
  useEffect(() => {
    if (touched.current || !selected) return;
    touched.current = true;
    setChoice(String(selected.id));
    setAddress((current) => ({
      ...startingAddress(member, selected),
      recipient: current.recipient,
      phone_number: current.phone_number,
    }));
  }, [selected, member]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyAddress(address);
    const found = addressProblems(tidy, addressRule);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const sent = changing
      ? change({ giftId: gift.id, address: tidy })
      : claim({ giftId: gift.id, address: tidy });
    const result = await sent;
    if (!('error' in result)) onDone();
  };

  const text = (field: 'recipient' | 'phone_number', label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={address[field]}
      onChange={(event) => set(field, event.target.value)}
      error={fieldError(field)}
      required
      {...extra}
    />
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        changing
          ? t('gifts.address.changeTitle', { gift: giftName })
          : t('gifts.address.claimTitle', { gift: giftName })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('gifts.address.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending.isLoading}>
            {changing ? t('gifts.address.submitChange') : t('gifts.address.submitClaim')}
          </Button>
        </>
      }
    >
      <form id={formId} className="address-form" noValidate onSubmit={(e) => void submit(e)}>
        {saved.length > 0 && (
          <Select
            label={t('gifts.address.saved')}
            value={choice}
            onChange={(event) => pick(event.target.value)}
          >
            <option value={TYPED}>{t('gifts.address.typed')}</option>
            {saved.map((one) => (
              <option key={one.id} value={String(one.id)}>
                {[one.line1, one.city, one.pincode].filter(Boolean).join(', ')}
              </option>
            ))}
          </Select>
        )}
        {text('recipient', t('gifts.address.recipient'), { autoComplete: 'name' })}
        {text('phone_number', t('gifts.address.phone'), { type: 'tel', autoComplete: 'tel' })}
        <PostalAddressFields
          value={address}
          onChange={set}
          problems={postalProblems}
          serverError={serverError}
        />
        {formError && (
          <p className="address-form__error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
