import {
  apiProblem,
  Button,
  returnPathIn,
  selectEnteredPhone,
  useAppSelector,
  withReturnPath,
  type AppStore,
  type CodeSent,
} from '@yoga/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useStore } from 'react-redux';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { StaticPage } from '../../../layout/static-page';
import { signInCatalogue, useSignInT } from '../sign-in-catalogue';
import { useShellResendCodeMutation } from '../api/auth-endpoints';
import type { VerifyState } from '../model/complete-sign-in';
import { enforcePaidRedirect } from '../model/paid-redirect';
import { signInWithCode } from '../model/sign-in-with-code';
import { useCountdown } from '../model/use-countdown';
import { FormProblem } from './form-problem';
import { OtpInput, type OtpInputHandle } from './otp-input';
import './verify-code-page.css';

/**
 * The 6-digit code step shared by joining and signing in; `?next=` names the page the member goes
 * back to once signed in.
 */
export function VerifyCodePage() {
  const phone = useAppSelector(selectEnteredPhone);
  const location = useLocation();
  const state = location.state as Partial<VerifyState> | null;
  const returnTo = returnPathIn(location.search);
  if (!phone) return <Navigate to={withReturnPath('/login', returnTo)} replace />;
  return (
    <VerifyCode
      phone={phone}
      initial={state?.sent ?? null}
      initialWait={state?.sent?.resendAfterSeconds ?? state?.resendAfterSeconds ?? 60}
      joining={state?.joining === true}
      returnTo={returnTo}
    />
  );
}

/** Where a member who just signed in goes: the page they came from, else home. */
function landAfterSignIn(navigate: ReturnType<typeof useNavigate>, returnTo: string | null) {
  if (returnTo) {
    // The page they came back to decides: a paid member on an older challenge keeps a page open
    // to paid members (their certificate) and leaves for the member site from any other.
    const { pathname } = new URL(returnTo, window.location.origin);
    if (!enforcePaidRedirect(pathname)) navigate(returnTo, { replace: true });
    return;
  }
  if (!enforcePaidRedirect(window.location.pathname)) navigate('/', { replace: true });
}

function VerifyCode({
  phone,
  initial,
  initialWait,
  joining,
  returnTo,
}: {
  phone: string;
  initial: CodeSent | null;
  initialWait: number;
  joining: boolean;
  returnTo: string | null;
}) {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const id = useId();
  const t = useSignInT();
  const [code, setCode] = useState('');
  const otp = useRef<OtpInputHandle>(null);
  // Phones raise the number pad for the focused box: ready as the page opens.
  useEffect(() => otp.current?.focus(), []);
  const [sent, setSent] = useState<CodeSent | null>(initial);
  const [resendAt, setResendAt] = useState(() => Date.now() + initialWait * 1000);
  const secondsToResend = useCountdown(resendAt);
  const [resend, resendState] = useShellResendCodeMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FetchBaseQueryError | SerializedError | undefined>();
  const problem = apiProblem(failure) ?? apiProblem(resendState.error);

  async function submit(value: string) {
    setBusy(true);
    setFailure(undefined);
    const outcome = await signInWithCode(store, { phone, code: value, joining });
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.error);
      if (outcome.step === 'verify') {
        setCode('');
        otp.current?.focus();
      }
      return;
    }
    landAfterSignIn(navigate, returnTo);
  }

  async function askAgain() {
    const result = await resend({ phone_number: phone });
    if ('data' in result && result.data) {
      setSent(result.data);
      setCode('');
      otp.current?.focus();
      setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
    } else {
      const retry = apiProblem(result.error)?.retryAfterSeconds;
      if (retry) setResendAt(Date.now() + retry * 1000);
    }
  }

  return (
    <StaticPage
      title={t('signin.verify.title')}
      intro={t('signin.verify.sentTo', { phone: sent?.phone_number ?? phone })}
    >
      <form
        className="verify-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === 6) void submit(code);
        }}
      >
        <OtpInput
          value={code}
          onChange={setCode}
          onComplete={(value) => void submit(value)}
          ref={otp}
          busy={busy}
          invalid={problem !== null}
          describedBy={problem ? `${id}-problem` : undefined}
        />
        <FormProblem problem={problem} id={`${id}-problem`} />
        {problem?.code === 'not_joined' && (
          <p>
            <Link to={withReturnPath('/', returnTo)}>{t('signin.verify.joinWithName')}</Link>
          </p>
        )}
        <Button type="submit" block loading={busy} disabled={code.length < 6}>
          {busy ? t('signin.verify.checking') : t('signin.verify.confirm')}
        </Button>
      </form>
      {/* Read out once when a new code can be asked for, not at every tick of the countdown. */}
      <p className="visually-hidden" aria-live="polite">
        {secondsToResend > 0 ? '' : t('signin.verify.canResend')}
      </p>
      <p className="verify-form__resend">
        {secondsToResend > 0 ? (
          t('signin.verify.resendIn', { seconds: secondsToResend })
        ) : (
          <Button
            variant="secondary"
            onClick={() => void askAgain()}
            loading={resendState.isLoading}
          >
            {t('signin.verify.resend')}
          </Button>
        )}
      </p>
      <p>
        <Link to={withReturnPath(joining ? '/' : '/login', returnTo)}>
          {t('signin.verify.otherNumber')}
        </Link>
      </p>
    </StaticPage>
  );
}

/** Loaded when first opened, with its messages (src/app/routes.ts). */
export default VerifyCodePage;
export const PAGE_CATALOGUES = [signInCatalogue];
