import {
  apiProblem,
  Button,
  endSession,
  PHONE_PROBLEM,
  TextField,
  useAppDispatch,
  useProblemText,
  type ApiProblem,
  type CountryCode,
} from '@yoga/shared';
import { useState, type FormEvent } from 'react';
import { useAccountConfirmPhoneMutation, useAccountNewPhoneMutation } from '../api/profile-api';
import { useProfileT } from '../profile-catalogue';
import './profile.css';

/**
 * Moving the account to a new number: a code goes to the new number, and only that code moves
 * it. Every sign-in then ends, this one too, and the member signs in with the new number.
 */
/**
 * The number as the API takes it (E.164), read by the phone library, which arrives only when a
 * member changes their number; null when it is not a valid number.
 */
async function e164Of(typed: string, country: CountryCode): Promise<string | null> {
  const { parsePhone } = await import('@yoga/shared/phone');
  return parsePhone(typed, country)?.e164 ?? null;
}

export function PhoneChange({ current, country }: { current: string; country: string }) {
  const t = useProfileT();
  const problemText = useProblemText();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<{ e164: string; shown: string } | null>(null);
  const [typedProblem, setTypedProblem] = useState<ApiProblem | null>(null);
  const [code, setCode] = useState('');
  const [ask, asking] = useAccountNewPhoneMutation();
  const [confirm, confirming] = useAccountConfirmPhoneMutation();
  const phoneProblem = typedProblem ?? apiProblem(asking.error);
  const confirmProblem = apiProblem(confirming.error);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const e164 = await e164Of(phone, country as CountryCode);
    setTypedProblem(e164 ? null : PHONE_PROBLEM);
    if (!e164) return;
    const answer = await ask({ phone_number: e164 });
    if ('data' in answer && answer.data) setSentTo({ e164, shown: answer.data.phone_number });
  };
  const move = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    const answer = await confirm({ phone_number: sentTo.e164, code });
    if ('data' in answer && answer.data) {
      endSession(dispatch, {
        id: 'profile.phone.changed',
        values: { phone: answer.data.phone_number },
      });
    }
  };
  const close = () => {
    setOpen(false);
    setSentTo(null);
    setCode('');
  };

  return (
    <div className="profile-form__phone">
      <span className="profile-form__phone-label">{t('profile.phone.label')}</span>
      <span dir="ltr">{current}</span>
      <p>{t('profile.phone.note')}</p>
      {!open && (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('profile.phone.change')}
        </Button>
      )}
      {open && sentTo === null && (
        <form className="phone-change" noValidate onSubmit={(event) => void sendCode(event)}>
          <TextField
            label={t('profile.phone.new')}
            hint={t('profile.phone.newHint')}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              setTypedProblem(null);
            }}
            error={phoneProblem ? problemText(phoneProblem) : undefined}
          />
          <div className="phone-change__actions">
            <Button type="submit" loading={asking.isLoading}>
              {t('profile.phone.sendCode')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('profile.phone.cancel')}
            </Button>
          </div>
        </form>
      )}
      {open && sentTo !== null && (
        <form className="phone-change" noValidate onSubmit={(event) => void move(event)}>
          <TextField
            label={t('profile.phone.code')}
            hint={t('profile.phone.codeHint', { phone: sentTo.shown })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={confirmProblem ? problemText(confirmProblem) : undefined}
          />
          <div className="phone-change__actions">
            <Button type="submit" loading={confirming.isLoading}>
              {t('profile.phone.confirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('profile.phone.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
