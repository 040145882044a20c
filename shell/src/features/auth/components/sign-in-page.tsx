import {
  apiProblem,
  Button,
  parsePhone,
  PHONE_PROBLEM,
  Trans,
  useProblemText,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  type CountryCode,
} from '@yoga/shared';
import { detailsEntered } from '@yoga/shared/host';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { StaticPage } from '../../../layout/static-page';
import { useShellT } from '../../../locales/shell-catalogue';
import { signInCatalogue, useSignInT } from '../sign-in-catalogue';
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
  const t = useSignInT();
  const shellT = useShellT();
  const problemText = useProblemText();
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  const problem = apiProblem(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const phone = parsePhone(number, country);
    setPhoneInvalid(!phone);
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
    <StaticPage title={t('signin.title')} intro={t('signin.intro')}>
      <form
        className="form-card form-card--plain"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <PhoneField
          country={country}
          number={number}
          error={phoneInvalid ? problemText(PHONE_PROBLEM) : null}
          onCountryChange={setCountry}
          onNumberChange={setNumber}
          numberRef={numberInput}
        />
        <FormProblem problem={problem} />
        <Button type="submit" block loading={isLoading}>
          {isLoading ? shellT('shell.form.sending') : t('signin.submit')}
        </Button>
      </form>
      <p>
        <Trans id="signin.newHere" components={{ 0: <Link to="/" /> }} />
      </p>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default SignInPage;
export const PAGE_CATALOGUES = [signInCatalogue];
