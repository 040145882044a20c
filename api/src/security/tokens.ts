import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import type { Lead } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { LEAD_COLUMNS } from '../members/lead-repository';

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

/**
 * Sign-in with a right code, as one statement (one round trip, one commit): the phone's lead, now
 * verified, so from now on its name is the holder's (docs/decisions/0007-hardening.md), and the
 * first token of a new refresh family. Null, writing nothing, when the phone never joined.
 */
export async function signInByPhone(
  db: Queryable,
  phone: string,
): Promise<{ lead: Lead; refreshToken: string } | null> {
  const token = newOpaqueToken();
  const [lead] = await db.query<Lead>(
    `WITH lead AS (
       SELECT ${LEAD_COLUMNS} FROM leads WHERE phone_number = $1
     ), verified AS (
       UPDATE leads SET verified_at = now()
       WHERE id = (SELECT id FROM lead) AND verified_at IS NULL
     ), family AS (
       INSERT INTO refresh_token_families (family_id, lead_id, expires_at)
       SELECT $2::uuid, id, now() + $3 * interval '1 millisecond' FROM lead
       RETURNING family_id
     ), first_token AS (
       INSERT INTO refresh_tokens (token_hash, family_id)
       SELECT $4::bytea, family_id FROM family
     )
     SELECT * FROM lead`,
    [phone, randomUUID(), REFRESH_FAMILY_TTL_MS, hashToken(token)],
  );
  return lead ? { lead, refreshToken: token } : null;
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
