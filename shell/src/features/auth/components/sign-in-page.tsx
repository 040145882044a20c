import {
  PHONE_MESSAGE,
  parsePhone,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  type CountryCode,
} from '@yoga/shared';
import { detailsEntered } from '@yoga/shared/host';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { StaticPage } from '../../../layout/static-page';
import { apiProblem } from '../api/api-error-message';
import { useShellStartSignInMutation } from '../api/auth-endpoints';
import { FormProblem } from './form-problem';
import { PhoneField } from './phone-field';

/** Sign in with the mobile number a member joined with. */
export function SignInPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to="/" replace />;
  return <SignInForm />;
}

function SignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [startSignIn, { isLoading, error }] = useShellStartSignInMutation();
  const [country, setCountry] = useState<CountryCode>('IN');
  const [number, setNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const problem = apiProblem(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phone = parsePhone(number, country);
    setPhoneError(phone ? null : PHONE_MESSAGE);
    if (!phone) {
      numberInput.current?.focus();
      return;
    }
    const result = await startSignIn({ phone_number: phone.e164 });
    if ('data' in result && result.data) {
      dispatch(detailsEntered({ phone: phone.e164 }));
      navigate('/verify', { state: { sent: result.data } });
    }
  }

  return (
    <StaticPage
      title="Sign in"
      intro="Enter the mobile number you joined with. We will text you a code."
    >
      <form
        className="form-card form-card--plain"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <PhoneField
          country={country}
          number={number}
          error={phoneError}
          onCountryChange={setCountry}
          onNumberChange={setNumber}
          numberRef={numberInput}
        />
        <FormProblem problem={problem} />
        <button type="submit" className="button button--primary button--block" disabled={isLoading}>
          {isLoading ? 'Sending your code…' : 'Send my code'}
        </button>
      </form>
      <p>
        New here? <Link to="/">Join the free challenge</Link>
      </p>
    </StaticPage>
  );
}
