import {
  apiProblem,
  Button,
  OFFLINE_PROBLEM,
  PHONE_PROBLEM,
  returnPathIn,
  Trans,
  useProblemText,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  withReturnPath,
  type CountryCode,
} from '@yoga/shared';
import { detailsEntered } from '@yoga/shared/host';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { StaticPage } from '../../../layout/static-page';
import { useShellT } from '../../../locales/shell-catalogue';
import { signInCatalogue, useSignInT } from '../sign-in-catalogue';
import { useShellStartSignInMutation } from '../api/auth-endpoints';
import type { VerifyState } from '../model/complete-sign-in';
import { readPhone } from '../model/phone-rules';
import { FormProblem } from './form-problem';
import { PhoneField } from './phone-field';

/**
 * Sign in with the mobile number a member joined with; `?next=` names the page to go back to
 * afterwards, carried to the code page.
 */
export function SignInPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const returnTo = returnPathIn(useLocation().search);
  if (signedIn) return <Navigate to={returnTo ?? '/'} replace />;
  return <SignInForm returnTo={returnTo} />;
}

function SignInForm({ returnTo }: { returnTo: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [startSignIn, { isLoading, error }] = useShellStartSignInMutation();
  const [country, setCountry] = useState<CountryCode>('IN');
  const [number, setNumber] = useState('');
  const t = useSignInT();
  const shellT = useShellT();
  const problemText = useProblemText();
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  // The number the last code was asked for: the one a code "sent a moment ago" went to.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  const [offline, setOffline] = useState(false);
  const problem = offline ? OFFLINE_PROBLEM : apiProblem(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = await readPhone(number, country);
    setOffline(read === 'offline');
    if (read === 'offline') return;
    const phone = read;
    setPhoneInvalid(!phone);
    if (!phone) {
      numberInput.current?.focus();
      return;
    }
    setAskedFor(phone.e164);
    const result = await startSignIn({ phone_number: phone.e164 });
    if ('data' in result && result.data) {
      dispatch(detailsEntered({ phone: phone.e164 }));
      navigate(withReturnPath('/verify', returnTo), {
        state: { sent: result.data } satisfies VerifyState,
      });
    }
  }

  /**
   * Within the resend cooldown the code sent a moment ago still works: the member goes on to type
   * it, for the number they asked it for, with the cooldown the server gave.
   */
  function enterCodeSent(phone: string, resendAfterSeconds: number | undefined) {
    dispatch(detailsEntered({ phone }));
    navigate(withReturnPath('/verify', returnTo), {
      state: { sent: null, resendAfterSeconds } satisfies VerifyState,
    });
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
        {problem?.code === 'otp_resend_too_soon' && askedFor ? (
          <Button
            type="button"
            block
            onClick={() => enterCodeSent(askedFor, problem.retryAfterSeconds)}
          >
            {t('signin.enterSentCode')}
          </Button>
        ) : (
          <Button type="submit" block loading={isLoading}>
            {isLoading ? shellT('shell.form.sending') : t('signin.submit')}
          </Button>
        )}
      </form>
      <p>
        <Trans
          id="signin.newHere"
          components={{ 0: <Link to={withReturnPath('/', returnTo)} /> }}
        />
      </p>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default SignInPage;
export const PAGE_CATALOGUES = [signInCatalogue];
