import { calendarDateIn, useContentText, useFormat } from '@yoga/shared';
import type { Certificate, CertificateChallenge, CertificateKind } from '@yoga/shared/models';
import { useStatusT } from '../status-catalogue';
import './status.css';

export interface CertificateCardProps {
  kind: CertificateKind;
  /** The name as it will be (or is) printed; empty while nothing is typed. */
  name: string;
  challenge: CertificateChallenge;
  daysAttended: number;
  daysTotal: number;
  /** World record: the day of the attempt, once known. */
  attemptDate?: string | null;
  /** Issued: when, the id and who issued it; absent on a preview. */
  issued?: { at: string; id: string; issuer: string } | null;
  /** A preview of a certificate not issued yet (it says so). */
  preview?: boolean;
}

/**
 * The certificate drawn in HTML and CSS: the name, what it certifies, the challenge and its dates.
 * As a preview it follows the name field as the member types; once issued it is the summary.
 */
export function CertificateCard({
  kind,
  name,
  challenge,
  daysAttended,
  daysTotal,
  attemptDate = null,
  issued = null,
  preview = false,
}: CertificateCardProps) {
  const t = useStatusT();
  const { calendarDate, number } = useFormat();
  const content = useContentText();
  const challengeName = content(challenge.title, challenge.title_hi);
  const worldRecord = kind === 'world_record';
  const label = preview ? t('certStatus.card.previewLabel') : t('certStatus.card.label');
  return (
    <figure
      className={`cert-card cert-card--${worldRecord ? 'world-record' : 'completion'}`}
      aria-label={label}
    >
      {preview && (
        <p className="cert-card__ribbon" aria-hidden="true">
          {t('certStatus.card.preview')}
        </p>
      )}
      <p className="cert-card__kind">
        {worldRecord ? t('certStatus.card.kindWorldRecord') : t('certStatus.card.kindCompletion')}
      </p>
      <p className="cert-card__lead">{t('certStatus.card.certifies')}</p>
      <p className={`cert-card__name${name ? '' : ' cert-card__name--empty'}`}>
        {name || t('certStatus.card.namePlaceholder')}
      </p>
      <p className="cert-card__body">
        {worldRecord
          ? t('certStatus.card.bodyWorldRecord', { challenge: challengeName })
          : t('certStatus.card.bodyCompletion', {
              challenge: challengeName,
              attended: number(daysAttended),
              total: number(daysTotal),
            })}
      </p>
      <p className="cert-card__dates">
        {worldRecord && attemptDate
          ? t('certStatus.card.attemptOn', { date: calendarDate(attemptDate) })
          : t('certStatus.card.dates', {
              start: calendarDate(challenge.start_date),
              end: calendarDate(challenge.end_date),
            })}
      </p>
      {issued && (
        <figcaption className="cert-card__meta">
          <span>
            {t('certStatus.card.issued', {
              date: calendarDate(calendarDateIn('Asia/Kolkata', new Date(issued.at))),
              issuer: issued.issuer,
            })}
          </span>
          <span className="cert-card__id">{t('certStatus.card.id', { id: issued.id })}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** An issued certificate's card, as its own pages show it. */
export function IssuedCertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <CertificateCard
      kind={certificate.kind}
      name={certificate.holder_name}
      challenge={certificate.challenge}
      daysAttended={certificate.days_attended}
      daysTotal={certificate.days_total}
      attemptDate={certificate.attempt_date}
      issued={{ at: certificate.issued_at, id: certificate.id, issuer: certificate.issuer.name }}
    />
  );
}
