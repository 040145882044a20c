import { skipToken } from '@reduxjs/toolkit/query';
import {
  Badge,
  ButtonLink,
  calendarDateIn,
  Card,
  ErrorState,
  Spinner,
  useContentText,
  useFormat,
  type BadgeTone,
} from '@yoga/shared';
import type { Certificate, CertificateVerification } from '@yoga/shared/models';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCertificatesVerificationQuery } from '../api/verify-api';
import type { DeviceCheck } from '../model/device-check';
import { useVerifyT } from '../verify-catalogue';
import { PageQrCode } from './page-qr-code';
import { useDeviceCheck } from './use-device-check';
import './verify.css';

/** Certificate ids: 16 characters of Crockford base32 (read in capitals, as people copy them). */
const CERTIFICATE_ID = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** The id to ask for, or null when no certificate can have it (the page says so at once). */
export function certificateId(fromPath: string): string | null {
  const id = fromPath.trim().toUpperCase();
  return CERTIFICATE_ID.test(id) ? id : null;
}

const STATE_TONES: Record<Certificate['status'], BadgeTone> = {
  valid: 'success',
  superseded: 'neutral',
  revoked: 'error',
};

function Details({ certificate }: { certificate: Certificate }) {
  const t = useVerifyT();
  const { calendarDate, number } = useFormat();
  const content = useContentText();
  const worldRecord = certificate.kind === 'world_record';
  const rows: { key: string; term: string; value: ReactNode }[] = [
    { key: 'holder', term: t('certVerify.details.holder'), value: certificate.holder_name },
    {
      key: 'what',
      term: t('certVerify.details.what'),
      value: worldRecord
        ? t('certVerify.details.whatWorldRecord')
        : t('certVerify.details.whatCompletion'),
    },
    {
      key: 'challenge',
      term: t('certVerify.details.challenge'),
      value: content(certificate.challenge.title, certificate.challenge.title_hi),
    },
    {
      key: 'dates',
      term: t('certVerify.details.dates'),
      value: t('certVerify.details.datesValue', {
        start: calendarDate(certificate.challenge.start_date),
        end: calendarDate(certificate.challenge.end_date),
      }),
    },
    worldRecord
      ? {
          key: 'attempt',
          term: t('certVerify.details.attempt'),
          value: certificate.attempt_date ? calendarDate(certificate.attempt_date) : '',
        }
      : {
          key: 'days',
          term: t('certVerify.details.days'),
          value: t('certVerify.details.daysValue', {
            attended: number(certificate.days_attended),
            total: number(certificate.days_total),
          }),
        },
    {
      key: 'issued',
      term: t('certVerify.details.issued'),
      value: calendarDate(calendarDateIn('Asia/Kolkata', new Date(certificate.issued_at))),
    },
    {
      key: 'issuer',
      term: t('certVerify.details.issuer'),
      value: <a href={certificate.issuer.url}>{certificate.issuer.name}</a>,
    },
    {
      key: 'id',
      term: t('certVerify.details.id'),
      value: <span className="verify-details__id">{certificate.id}</span>,
    },
  ];
  return (
    <dl className="verify-details">
      {rows
        .filter((row) => row.value !== '')
        .map((row) => (
          <div key={row.key} className="verify-details__row">
            <dt>{row.term}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  );
}

function StateNotice({ certificate }: { certificate: Certificate }) {
  const t = useVerifyT();
  const badge =
    certificate.status === 'valid'
      ? t('certVerify.state.valid')
      : certificate.status === 'superseded'
        ? t('certVerify.state.superseded')
        : t('certVerify.state.revoked');
  return (
    <div className={`verify-state verify-state--${certificate.status}`}>
      <p className="verify-state__line">
        <Badge tone={STATE_TONES[certificate.status]}>{badge}</Badge>{' '}
        {certificate.status === 'valid' && t('certVerify.state.validText')}
        {certificate.status === 'superseded' && t('certVerify.state.supersededText')}
        {certificate.status === 'revoked' && t('certVerify.state.revokedText')}
      </p>
      {certificate.status === 'revoked' && certificate.revoked_reason && (
        <p className="verify-state__reason">
          {t('certVerify.state.reason', { reason: certificate.revoked_reason })}
        </p>
      )}
      {certificate.status === 'superseded' && certificate.superseded_by && (
        <p>
          <Link to={`/certificate/${encodeURIComponent(certificate.superseded_by)}`}>
            {t('certVerify.state.seeCorrected')}
          </Link>
        </p>
      )}
    </div>
  );
}

function Check({
  label,
  passed,
  note,
  live = false,
}: {
  label: string;
  /** null while it is being checked. */
  passed: boolean | null;
  note?: string;
  live?: boolean;
}) {
  const t = useVerifyT();
  const word =
    passed === null
      ? t('certVerify.checks.checking')
      : passed
        ? t('certVerify.checks.passed')
        : t('certVerify.checks.failed');
  const state = passed === null ? 'checking' : passed ? 'passed' : 'failed';
  return (
    <li className={`verify-check verify-check--${state}`}>
      <span className="verify-check__mark" aria-hidden="true">
        {passed === null ? '…' : passed ? '✓' : '✗'}
      </span>
      <span className="verify-check__label">{label}</span>
      <span className="verify-check__result" role={live ? 'status' : undefined}>
        <strong>{word}</strong>
        {note && <span className="verify-check__note">{note}</span>}
      </span>
    </li>
  );
}

function signatureResult(
  device: DeviceCheck | 'checking',
  issuerSays: boolean,
  t: ReturnType<typeof useVerifyT>,
): { passed: boolean | null; note: string } {
  switch (device) {
    case 'checking':
      return { passed: null, note: t('certVerify.checks.onDeviceChecking') };
    case 'valid':
      return { passed: true, note: t('certVerify.checks.onDevice') };
    case 'invalid':
      return { passed: false, note: t('certVerify.checks.onDeviceFailed') };
    default:
      return { passed: issuerSays, note: t('certVerify.checks.byIssuer') };
  }
}

function Checks({ verification }: { verification: CertificateVerification }) {
  const t = useVerifyT();
  const device = useDeviceCheck(verification);
  const signature = signatureResult(device, verification.checks.signature, t);
  return (
    <Card heading={t('certVerify.checks.title')}>
      <ul className="verify-checks">
        <Check
          label={t('certVerify.checks.signature')}
          passed={signature.passed}
          note={signature.note}
          live
        />
        <Check label={t('certVerify.checks.notRevoked')} passed={verification.checks.not_revoked} />
        <Check label={t('certVerify.checks.current')} passed={verification.checks.current} />
      </ul>
    </Card>
  );
}

function NotFound() {
  const t = useVerifyT();
  return (
    <>
      <h1>{t('certVerify.notFound.title')}</h1>
      <Card>
        <div className="verify-not-found">
          <p>{t('certVerify.notFound.text')}</p>
          <ButtonLink to="/" variant="secondary">
            {t('certVerify.notFound.home')}
          </ButtonLink>
        </div>
      </Card>
    </>
  );
}

/**
 * A certificate's public page: what it certifies and to whom, whether it is valid, replaced or
 * withdrawn, the checks (the signature checked on this device where the browser can), its QR
 * code, and its files. Never the holder's phone number: the API does not send it.
 */
export function Verification({
  id,
  downloads,
}: {
  id: string;
  /** The PDF and image links, shown while the certificate is valid. */
  downloads?: (certificate: Certificate) => ReactNode;
}) {
  const t = useVerifyT();
  const wanted = certificateId(id);
  const read = useCertificatesVerificationQuery(wanted ?? skipToken);
  if (wanted === null) return <NotFound />;
  if (read.isLoading) {
    return (
      <>
        <h1>{t('certVerify.title')}</h1>
        <Spinner label={t('certVerify.loading')} />
      </>
    );
  }
  if (!read.data) {
    const status = read.error && 'status' in read.error ? read.error.status : null;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <>
        <h1>{t('certVerify.title')}</h1>
        <ErrorState
          message={t('certVerify.error')}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      </>
    );
  }
  const verification = read.data;
  const { certificate } = verification;
  const worldRecord = certificate.kind === 'world_record';
  return (
    <>
      <div className="verify-head">
        <p className="verify-head__eyebrow">{t('certVerify.title')}</p>
        <h1>{worldRecord ? t('certVerify.kindWorldRecord') : t('certVerify.kindCompletion')}</h1>
        <StateNotice certificate={certificate} />
      </div>
      <div className="verify-layout">
        <div className="verify-layout__main">
          <Card heading={t('certVerify.details.title')}>
            <Details certificate={certificate} />
          </Card>
          <Checks verification={verification} />
        </div>
        <div className="verify-layout__side">
          <Card heading={t('certVerify.files.title')}>
            <div className="verify-files">
              {certificate.status === 'valid' && downloads?.(certificate)}
              <p className="verify-files__credential">
                <a
                  href={certificate.credential_path}
                  download={`certificate-${certificate.id}.jwt`}
                >
                  {t('certVerify.files.credential')}
                </a>
              </p>
              <p className="verify-files__hint">{t('certVerify.files.credentialHint')}</p>
              <PageQrCode src={certificate.qr_path} />
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
