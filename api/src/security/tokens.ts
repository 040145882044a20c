import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import type { Database, Queryable } from '../db/database';

export const ACCESS_TOKEN_TTL_MS = 10 * 60_000;
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60_000;
const AUDIENCE = 'yoga-challenge-web';
const ISSUER = 'yoga-challenge-auth';

export interface AccessClaims {
  /** The lead id, as a string per JWT convention. */
  sub: string;
  phone: string;
}

/**
 * What an access token turned out to be. An expired token with our signature is a member whose
 * session needs renewing; only an `invalid` one (forged, malformed, not ours) is a guess.
 */
export type AccessCheck = { claims: AccessClaims } | { rejected: 'expired' | 'invalid' };

export interface TokenService {
  signAccess(leadId: number, phone: string): string;
  verifyAccess(token: string): AccessCheck;
}

/** HS256 only: the verifier refuses every other algorithm, including `none`. */
export function createTokenService(secret: string): TokenService {
  const sign = createSigner({
    key: secret,
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_TTL_MS,
    aud: AUDIENCE,
    iss: ISSUER,
  });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedAud: AUDIENCE,
    allowedIss: ISSUER,
    // fast-jwt checks exp, aud and iss only when present: a token lacking one would otherwise
    // never expire, or pass for any audience or issuer.
    requiredClaims: ['exp', 'aud', 'iss', 'sub'],
    cache: 1000,
  });
  return {
    signAccess: (leadId, phone) => sign({ sub: String(leadId), phone }),
    verifyAccess(token) {
      try {
        const claims = verify(token) as Partial<AccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.phone === 'string'
          ? { claims: { sub: claims.sub, phone: claims.phone } }
          : { rejected: 'invalid' };
      } catch (error) {
        // fast-jwt checks the signature before the claims, so an expired token is one we signed.
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        return { rejected: expired ? 'expired' : 'invalid' };
      }
    },
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Starts a family at sign-in; returns the opaque token to hand to the client. */
export async function issueRefreshToken(db: Database, leadId: number): Promise<string> {
  const token = newOpaqueToken();
  const familyId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO refresh_token_families (family_id, lead_id, expires_at)
       VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [familyId, leadId, REFRESH_FAMILY_TTL_MS],
    );
    await tx.query('INSERT INTO refresh_tokens (token_hash, family_id) VALUES ($1, $2)', [
      hashToken(token),
      familyId,
    ]);
  });
  return token;
}

export type RotationResult =
  | { outcome: 'rotated'; token: string; leadId: number }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

/**
 * Exchanges a refresh token for a new one of the same family (same absolute expiry). A token that
 * was already used means it leaked or was replayed: the whole family is revoked.
 *
 * One transaction that first locks the family row: concurrent rotations, reuse revocations and
 * logouts of a family take turns, and each reads what the one before it committed. So of eight
 * requests racing with one token, one rotates and the others revoke the family, new token included.
 */
export function rotateRefreshToken(db: Database, token: string): Promise<RotationResult> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const [family] = await tx.query<{ family_id: string; lead_id: number; live: boolean }>(
      `SELECT family_id, lead_id, revoked_at IS NULL AND expires_at > now() AS live
       FROM refresh_token_families
       WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
       FOR UPDATE`,
      [tokenHash],
    );
    if (!family?.live) return { outcome: 'invalid' };
    const [spent] = await tx.query(
      'UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL RETURNING 1',
      [tokenHash],
    );
    if (!spent) {
      await revokeFamily(tx, family.family_id);
      return { outcome: 'reused' };
    }
    const next = newOpaqueToken();
    await tx.query('INSERT INTO refresh_tokens (token_hash, family_id) VALUES ($1, $2)', [
      hashToken(next),
      family.family_id,
    ]);
    return { outcome: 'rotated', token: next, leadId: family.lead_id };
  });
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_token_families SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Logout: revokes the family the presented token belongs to, whatever its state. */
export async function revokeByToken(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_token_families SET revoked_at = now()
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(token)],
  );
}
