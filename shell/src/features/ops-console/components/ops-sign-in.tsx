import { apiProblem, Button, Card, TextField, useProblemText } from '@yoga/shared';
import { saveOpsSession } from '@yoga/shared/host';
import { useState, type FormEvent } from 'react';
import { useOpsLoginMutation, useOpsVerifyMutation } from '../api/ops-endpoints';
import { useOpsConsoleT } from '../ops-console-catalogue';

/** A number as people write it ("+91 98765-43210") in the E.164 form the API takes. */
export function e164Of(typed: string): string {
  const digits = typed.replace(/[\s().-]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** The console's sign-in: a listed number, then the code texted to it. */
export function OpsSignIn() {
  const t = useOpsConsoleT();
  const problemText = useProblemText();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [login, sending] = useOpsLoginMutation();
  const [verify, checking] = useOpsVerifyMutation();
  const sendProblem = apiProblem(sending.error);
  const checkProblem = apiProblem(checking.error);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await login({ phone_number: e164Of(phone) });
    if (sent.data) setSentTo(sent.data.phone_number);
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    const signedIn = await verify({ phone_number: e164Of(phone), code: code.trim() });
    if (signedIn.data) saveOpsSession(signedIn.data);
  };

  return (
    <Card heading={t('opsConsole.signIn.heading')}>
      <p>{t('opsConsole.signIn.intro')}</p>
      {sentTo === null ? (
        <form className="ops-form" onSubmit={send} noValidate>
          <TextField
            label={t('opsConsole.signIn.phone')}
            hint={t('opsConsole.signIn.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={sendProblem ? problemText(sendProblem) : undefined}
            required
          />
          <Button type="submit" loading={sending.isLoading}>
            {t('opsConsole.signIn.send')}
          </Button>
        </form>
      ) : (
        <form className="ops-form" onSubmit={check} noValidate>
          <p role="status">{t('opsConsole.signIn.codeSent', { phone: sentTo })}</p>
          <TextField
            label={t('opsConsole.signIn.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={checkProblem ? problemText(checkProblem) : undefined}
            required
          />
          <div className="ops-form__actions">
            <Button type="submit" loading={checking.isLoading}>
              {t('opsConsole.signIn.submit')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setSentTo(null);
                setCode('');
                sending.reset();
                checking.reset();
              }}
            >
              {t('opsConsole.signIn.otherNumber')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
