import { useEffect, useState } from 'react';
import { useVerifyT } from '../verify-catalogue';
import './verify.css';

/**
 * A QR code of the certificate's public page, drawn in the browser as SVG (qrcode is loaded only
 * here). Without it the page still says everything, so a failure shows nothing.
 */
export function PageQrCode({ url }: { url: string }) {
  const t = useVerifyT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (text) => {
          if (current) setSvg(text);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return null;
  return (
    <figure className="verify-qr">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
        alt={t('certVerify.qr.alt')}
        width={160}
        height={160}
      />
      <figcaption>{t('certVerify.qr.caption')}</figcaption>
    </figure>
  );
}
