import { ButtonLink } from '@yoga/shared';
import type { Certificate } from '@yoga/shared/models';
import { useId } from 'react';
import { useShareT } from '../share-catalogue';
import './share.css';

/** The certificate as an A4 PDF and as a 1080x1350 image, plain links the browser downloads. */
export function CertificateDownloads({
  certificate,
  large = false,
}: {
  certificate: Certificate;
  /** The download page's big buttons, one under the other on a phone. */
  large?: boolean;
}) {
  const t = useShareT();
  const hintId = useId();
  const file = `certificate-${certificate.id}`;
  return (
    <div className={large ? 'cert-downloads cert-downloads--large' : 'cert-downloads'}>
      <div className="cert-downloads__buttons">
        <ButtonLink href={certificate.pdf_path} download={`${file}.pdf`} block={large}>
          {t('certShare.download.pdf')}
        </ButtonLink>
        <ButtonLink
          href={certificate.png_path}
          download={`${file}.png`}
          variant="secondary"
          block={large}
          aria-describedby={hintId}
        >
          {t('certShare.download.png')}
        </ButtonLink>
      </div>
      <p className="cert-downloads__hint" id={hintId}>
        {t('certShare.download.pngHint')}
      </p>
    </div>
  );
}
