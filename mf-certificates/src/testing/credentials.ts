import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { Certificate } from '@yoga/shared/models';

/** An issuer key pair as the API's: Ed25519, published in a JWKS under a key id. */
export async function issuerKeys(kid = 'issuer-2026') {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', {
    crv: 'Ed25519',
    extractable: true,
  });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { privateKey, kid, jwks: { keys: [jwk] } };
}

/** The holder in the credential's subject, as the API signs it (decision 0022). */
const holderIdentifier = (name: string) => ({
  identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: name }],
});

/**
 * The Open Badges 3.0 credential of a certificate as a VC-JWT, signed with the given key;
 * `signedBefore0022` writes the holder as the subject's `name`, as credentials issued before did.
 */
export function signCredential(
  certificate: Certificate,
  keys: Awaited<ReturnType<typeof issuerKeys>>,
  changes: { id?: string; name?: string; issuer?: string; signedBefore0022?: boolean } = {},
): Promise<string> {
  const holder = changes.name ?? certificate.holder_name;
  const issuedAt = Math.floor(Date.parse(certificate.issued_at) / 1000);
  return (
    new SignJWT({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: changes.id ?? certificate.page_url,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: certificate.issuer.url, type: ['Profile'], name: certificate.issuer.name },
      validFrom: certificate.issued_at,
      credentialSubject: {
        type: ['AchievementSubject'],
        ...(changes.signedBefore0022 ? { name: holder } : holderIdentifier(holder)),
        achievement: { id: `${certificate.issuer.url}/achievements/completion` },
      },
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'vc+jwt' })
      .setIssuer(changes.issuer ?? certificate.issuer.url)
      // As the API signs it: not valid before its issue (after "now" in the tests' fixtures).
      .setNotBefore(issuedAt)
      .setIssuedAt(issuedAt)
      .sign(keys.privateKey)
  );
}

/** The same credential with one letter of the holder's name changed, its signature as it was. */
export function tamper(credential: string): string {
  const [header, payload, signature] = credential.split('.') as [string, string, string];
  const json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  json.credentialSubject.identifier[0].identityHash += 'a';
  return [header, Buffer.from(JSON.stringify(json)).toString('base64url'), signature].join('.');
}
