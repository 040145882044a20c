import { useState } from 'react';
import { useVerifyT } from '../verify-catalogue';
import './verify.css';

/**
 * A QR code of the certificate's public page, drawn by the server as SVG (so the page carries no
 * QR library) and loaded when it scrolls near. Its place is kept from the first render; without
 * it the page still says everything, so a failure hides it.
 */
export function PageQrCode({ src }: { src: string }) {
  const t = useVerifyT();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className="verify-qr">
      <img
        src={src}
        alt={t('certVerify.qr.alt')}
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
      <figcaption>{t('certVerify.qr.caption')}</figcaption>
    </figure>
  );
}
