/**
 * The credential's signature checked in the member's own browser, against the issuer's published
 * keys: `valid` when it verifies and says what the page says (its id is the page, its subject the
 * holder's name, its issuer the page's), `invalid` when it does not. `unsupported` when the browser has no Ed25519 in
 * Web Crypto, `unavailable` when the keys or the library could not be fetched; in both the page
 * shows the issuer's own check instead.
 */
export type DeviceCheck = 'valid' | 'invalid' | 'unsupported' | 'unavailable';

export interface ExpectedClaims {
  /** The certificate's public page, which is the credential's id. */
  pageUrl: string;
  holderName: string;
  /** The issuer the page names, which is the credential's `iss`. */
  issuerUrl: string;
  /** When it was issued: the credential is not valid before (`nbf`). */
  issuedAt: string;
}

/** jose's codes for a credential that is not the issuer's, was altered, or says something else. */
const INVALID = new Set([
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JOSE_ALG_NOT_ALLOWED',
]);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The holder's name in the credential: its subject's Open Badges 3.0 identifier of type `name`,
 * in the clear; credentials signed before the API wrote that identifier (decision 0022) carry
 * it as the subject's `name`.
 */
const subjectName = (payload: Record<string, unknown>): unknown => {
  const subject = payload.credentialSubject;
  if (!isObject(subject)) return undefined;
  const identifiers = Array.isArray(subject.identifier) ? subject.identifier : [];
  const byName = identifiers.find(
    (identity) =>
      isObject(identity) && identity.identityType === 'name' && identity.hashed === false,
  );
  return isObject(byName) ? byName.identityHash : subject.name;
};

export async function checkOnDevice(
  credential: string,
  jwksUrl: string,
  expected: ExpectedClaims,
): Promise<DeviceCheck> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return 'unsupported';
  let jose;
  try {
    // Loaded with the public page's first check only (the two parts of jose it uses): the rest
    // of the site never needs it.
    const [{ jwtVerify }, { createLocalJWKSet }] = await Promise.all([
      import('jose/jwt/verify'),
      import('jose/jwks/local'),
    ]);
    jose = { jwtVerify, createLocalJWKSet };
  } catch {
    return 'unavailable';
  }
  let keys;
  try {
    const response = await fetch(new URL(jwksUrl, document.baseURI));
    if (!response.ok) return 'unavailable';
    keys = jose.createLocalJWKSet(await response.json());
  } catch {
    return 'unavailable';
  }
  try {
    const { payload } = await jose.jwtVerify(credential, keys, {
      algorithms: ['EdDSA'],
      // A phone whose clock is behind would see a certificate issued a minute ago as "not valid
      // yet": time claims are judged no earlier than the issue the page states.
      currentDate: new Date(Math.max(Date.now(), Date.parse(expected.issuedAt) || 0)),
    });
    const matches =
      payload.id === expected.pageUrl &&
      payload.iss === expected.issuerUrl &&
      subjectName(payload) === expected.holderName;
    return matches ? 'valid' : 'invalid';
  } catch (error) {
    if (codeOf(error) === 'ERR_JOSE_NOT_SUPPORTED' || nameOf(error) === 'NotSupportedError') {
      return 'unsupported';
    }
    return INVALID.has(codeOf(error)) ? 'invalid' : 'unavailable';
  }
}
