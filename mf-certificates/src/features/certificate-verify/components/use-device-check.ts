import type { CertificateVerification } from '@yoga/shared/models';
import { useEffect, useState } from 'react';
import { checkOnDevice, type DeviceCheck } from '../model/device-check';

/** The device's own check of the credential, `checking` until it is done. */
export function useDeviceCheck(verification: CertificateVerification): DeviceCheck | 'checking' {
  const { credential, jwks_url: jwksUrl, certificate } = verification;
  const { page_url: pageUrl, holder_name: holderName, issued_at: issuedAt } = certificate;
  const issuerUrl = certificate.issuer.url;
  const key = [credential, jwksUrl, pageUrl, holderName, issuerUrl, issuedAt].join('\n');
  const [result, setResult] = useState<{ key: string; check: DeviceCheck } | null>(null);
  useEffect(() => {
    let current = true;
    const expected = { pageUrl, holderName, issuerUrl, issuedAt };
    void checkOnDevice(credential, jwksUrl, expected).then((check) => {
      if (current) setResult({ key, check });
    });
    return () => {
      current = false;
    };
  }, [key, credential, jwksUrl, pageUrl, holderName, issuerUrl, issuedAt]);
  return result?.key === key ? result.check : 'checking';
}
