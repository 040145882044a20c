import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';

/** EdDSA over Ed25519: small signatures, and what Open Badges 3.0 verifiers accept. */
export const CREDENTIAL_ALGORITHM = 'EdDSA';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface PublicKeySet {
  keys: JWK[];
}

/** The issuer's keys: the one that signs now, and every public key that ever signed. */
export interface CertificateKeys {
  signingKey(): Promise<SigningKey>;
  /** The JWKS published at /.well-known/jwks.json. */
  publicKeys(): Promise<PublicKeySet>;
  /** The credential's payload when its signature verifies with a published key; else null. */
  verify(credential: string): Promise<JWTPayload | null>;
}

const publicHalf = (jwk: JWK): JWK => ({ kty: jwk.kty, crv: jwk.crv, x: jwk.x });

async function rememberKey(db: Queryable, jwk: JWK, development: boolean): Promise<string> {
  const publicJwk = publicHalf(jwk);
  const kid = await calculateJwkThumbprint(publicJwk);
  await db.query(
    `INSERT INTO certificate_signing_keys (kid, public_jwk, development_private_jwk)
     VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING`,
    [kid, JSON.stringify(publicJwk), development ? JSON.stringify(jwk) : null],
  );
  return kid;
}

/**
 * The configured key signs (production must configure one); without it, a development server
 * makes a key once and keeps it in its database, so its certificates verify across restarts.
 */
async function loadSigningKey(db: Queryable, configured: JWK | null): Promise<SigningKey> {
  if (configured) {
    const kid = await rememberKey(db, configured, false);
    return { kid, privateKey: (await importJWK(configured, CREDENTIAL_ALGORITHM)) as CryptoKey };
  }
  const [kept] = await db.query<{ kid: string; development_private_jwk: JWK }>(
    `SELECT kid, development_private_jwk FROM certificate_signing_keys
     WHERE development_private_jwk IS NOT NULL ORDER BY created_at DESC, kid LIMIT 1`,
  );
  if (kept) {
    const privateKey = await importJWK(kept.development_private_jwk, CREDENTIAL_ALGORITHM);
    return { kid: kept.kid, privateKey: privateKey as CryptoKey };
  }
  const pair = await generateKeyPair(CREDENTIAL_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(pair.privateKey);
  const kid = await rememberKey(db, jwk, true);
  return { kid, privateKey: pair.privateKey };
}

const PUBLIC_KEYS_TTL_MS = 60_000;

export function createCertificateKeys(
  db: Queryable,
  {
    configuredKey,
    clock = () => new Date(),
  }: {
    configuredKey: JWK | null;
    /** Ages the published keys (the app's clock; tools and tests take the real one). */
    clock?: () => Date;
  },
): CertificateKeys {
  let signing: Promise<SigningKey> | null = null;

  const readPublicKeys = async (): Promise<PublicKeySet> => {
    await (signing ??= loadSigningKey(db, configuredKey));
    const rows = await db.query<{ kid: string; public_jwk: JWK }>(
      'SELECT kid, public_jwk FROM certificate_signing_keys ORDER BY created_at, kid',
    );
    return {
      keys: rows.map((row) => ({
        ...row.public_jwk,
        kid: row.kid,
        alg: CREDENTIAL_ALGORITHM,
        use: 'sig',
      })),
    };
  };

  const published = createTtlCache<'jwks', PublicKeySet>(clock, {
    max: 1,
    ttl: PUBLIC_KEYS_TTL_MS,
    fetchMethod: readPublicKeys,
  });
  // Another process may start signing with a new key; an unknown kid reads the table again.
  const publicKeys = async (fresh = false): Promise<PublicKeySet> =>
    (await published.fetch('jwks', { forceRefresh: fresh })) ?? { keys: [] };

  return {
    signingKey: () => {
      signing ??= loadSigningKey(db, configuredKey);
      signing.catch(() => {
        signing = null;
      });
      return signing;
    },
    publicKeys: () => publicKeys(),
    async verify(credential) {
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(credential).kid;
      } catch {
        return null;
      }
      let set = await publicKeys();
      if (!set.keys.some((key) => key.kid === kid)) set = await publicKeys(true);
      try {
        // A credential is valid from its issue, as the app's clock told it.
        const { payload } = await jwtVerify(credential, createLocalJWKSet(set), {
          algorithms: [CREDENTIAL_ALGORITHM],
          currentDate: clock(),
        });
        return payload;
      } catch {
        return null;
      }
    },
  };
}
