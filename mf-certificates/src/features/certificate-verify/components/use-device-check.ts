import type { CertificateVerification } from '@yoga/shared/models';
import { useEffect, useState } from 'react';
import { checkOnDevice, type DeviceCheck } from '../model/device-check';

/** The device's own check of the credential, `checking` until it is done. */
export function useDeviceCheck(verification: CertificateVerification): DeviceCheck | 'checking' {
  const { credential, jwks_url: jwksUrl, certificate } = verification;
  const { page_url: pageUrl, holder_name: holderName } = certificate;
  const key = `${credential}\n${jwksUrl}\n${pageUrl}\n${holderName}`;
  const [result, setResult] = useState<{ key: string; check: DeviceCheck } | null>(null);
  useEffect(() => {
    let current = true;
    void checkOnDevice(credential, jwksUrl, { pageUrl, holderName }).then((check) => {
      if (current) setResult({ key, check });
    });
    return () => {
      current = false;
    };
  }, [key, credential, jwksUrl, pageUrl, holderName]);
  return result?.key === key ? result.check : 'checking';
}
