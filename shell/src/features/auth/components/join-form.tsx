import {
  apiProblem,
  Button,
  checkName,
  nameProblemOf,
  normaliseName,
  OFFLINE_PROBLEM,
  PHONE_PROBLEM,
  returnPathIn,
  useAppDispatch,
  useProblemText,
  type ApiProblem,
  TextField,
  withReturnPath,
  type CountryCode,
} from '@yoga/shared';
import { detailsEntered } from '@yoga/shared/host';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShellT } from '../../../locales/shell-catalogue';
import { useShellRegisterMutation } from '../api/auth-endpoints';
import { type VerifyState } from '../model/complete-sign-in';
import { readPhone } from '../model/phone-rules';
import { FormProblem } from './form-problem';
import { PhoneField } from './phone-field';

export interface JoinFormProps {
  /** The inviter's slug, when the visitor came through a referral link. */
  referral?: string;
}

/** Name and mobile number: joins the challenge and sends a sign-in code. */
export function JoinForm({ referral }: JoinFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // A visitor sent here to join from another page (`/?next=/gifts`) goes back there once in.
  const returnTo = returnPathIn(useLocation().search);
  const [register, { isLoading, error: requestError }] = useShellRegisterMutation();
  const [name, setName] = useState('');
  const [country, setCountry] = useState<CountryCode>('IN');
  const [number, setNumber] = useState('');
  const t = useShellT();
  const problemText = useProblemText();
  const [errors, setErrors] = useState<{ name: ApiProblem | null; phone: ApiProblem | null }>({
    name: null,
    phone: null,
  });
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const [offline, setOffline] = useState(false);
  const problem = offline ? OFFLINE_PROBLEM : apiProblem(requestError);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameProblem = checkName(name);
    const read = await readPhone(number, country);
    setOffline(read === 'offline');
    if (read === 'offline') return;
    const phone = read;
    setErrors({
      name: nameProblem && nameProblemOf(nameProblem),
      phone: phone ? null : PHONE_PROBLEM,
    });
    // The first field to fix takes focus, so its message is read out with it.
    if (nameProblem) nameInput.current?.focus();
    else if (!phone) numberInput.current?.focus();
    if (nameProblem || !phone) return;
    const cleanName = normaliseName(name);
    const result = await register({ name: cleanName, phone_number: phone.e164, referral });
    if ('data' in result && result.data) {
      dispatch(detailsEntered({ name: cleanName, phone: phone.e164 }));
      navigate(withReturnPath('/verify', returnTo), {
        state: { sent: result.data, joining: true } satisfies VerifyState,
      });
    }
  }

  return (
    <form
      className="form-card"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('shell.joinForm.title')}</h2>
      <TextField
        ref={nameInput}
        label={t('shell.joinForm.name')}
        autoComplete="name"
        value={name}
        error={errors.name ? problemText(errors.name) : undefined}
        aria-invalid={errors.name !== null || problem?.field === 'name' || undefined}
        onChange={(event) => setName(event.target.value)}
      />
      <PhoneField
        country={country}
        number={number}
        error={errors.phone && problemText(errors.phone)}
        onCountryChange={setCountry}
        onNumberChange={setNumber}
        numberRef={numberInput}
      />
      <FormProblem problem={problem} />
      <Button type="submit" block loading={isLoading}>
        {isLoading ? t('shell.form.sending') : t('shell.joinForm.submit')}
      </Button>
      <p className="form-card__hint">{t('shell.joinForm.hint')}</p>
    </form>
  );
}
