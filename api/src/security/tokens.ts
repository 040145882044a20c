import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TokenError, createSigner, createVerifier } from 'fast-jwt';
import type { Lead } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { LEAD_COLUMNS } from '../members/lead-repository';
import { OTP_POLICY } from './otp-policy';

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

/** An ops person's console session (issue 28): a working day, then they sign in again. */
export const OPS_ACCESS_TOKEN_TTL_MS = 8 * 60 * 60_000;
const OPS_AUDIENCE = 'yoga-challenge-ops';

/** What an ops person's token turned out to be; their roles are read afresh on every request. */
export type OpsAccessCheck = { personId: number } | { rejected: 'expired' | 'invalid' };

export interface TokenService {
  signAccess(leadId: number, phone: string): string;
  verifyAccess(token: string): AccessCheck;
  signOpsAccess(personId: number): string;
  verifyOpsAccess(token: string): OpsAccessCheck;
}

/**
 * A signer and a verifier of one audience. HS256 only: the verifier refuses every other
 * algorithm, including `none`.
 */
function tokensOf(secret: string, audience: string, expiresIn: number, cache: number) {
  return {
    sign: createSigner({ key: secret, algorithm: 'HS256', expiresIn, aud: audience, iss: ISSUER }),
    verify: createVerifier({
      key: secret,
      algorithms: ['HS256'],
      allowedAud: audience,
      allowedIss: ISSUER,
      // fast-jwt checks exp, aud and iss only when present: a token lacking one would otherwise
      // never expire, or pass for any audience or issuer.
      requiredClaims: ['exp', 'aud', 'iss', 'sub'],
      cache,
    }),
  };
}

/** fast-jwt checks the signature before the claims, so an expired token is one we signed. */
const rejection = (error: unknown): { rejected: 'expired' | 'invalid' } => ({
  rejected:
    error instanceof TokenError && error.code === TokenError.codes.expired ? 'expired' : 'invalid',
});

export function createTokenService(secret: string): TokenService {
  const members = tokensOf(secret, AUDIENCE, ACCESS_TOKEN_TTL_MS, 1000);
  // Another audience: a member's token is never an ops person's, nor the other way round.
  const ops = tokensOf(secret, OPS_AUDIENCE, OPS_ACCESS_TOKEN_TTL_MS, 100);
  return {
    signAccess: (leadId, phone) => members.sign({ sub: String(leadId), phone }),
    verifyAccess(token) {
      try {
        const claims = members.verify(token) as Partial<AccessClaims>;
        return typeof claims.sub === 'string' && typeof claims.phone === 'string'
          ? { claims: { sub: claims.sub, phone: claims.phone } }
          : { rejected: 'invalid' };
      } catch (error) {
        return rejection(error);
      }
    },
    signOpsAccess: (personId) => ops.sign({ sub: `ops:${personId}` }),
    verifyOpsAccess(token) {
      try {
        const { sub } = ops.verify(token) as { sub?: unknown };
        const personId = typeof sub === 'string' ? Number(/^ops:(\d+)$/.exec(sub)?.[1]) : NaN;
        return Number.isInteger(personId) ? { personId } : { rejected: 'invalid' };
      } catch (error) {
        return rejection(error);
      }
    },
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

const newOpaqueToken = () => randomBytes(32).toString('base64url');

export interface SignedIn {
  lead: Lead;
  refreshToken: string;
}

/**
 * What signing in writes, after the statement's CTEs that give the phone (`phoneOf`): the phone's
 * lead, now verified, so from now on its name is the holder's (docs/decisions/0007-hardening.md),
 * and the first token of a new refresh family. Nothing when the phone never joined.
 */
const signInSteps = (phoneOf: string) => `lead AS (
       SELECT ${LEAD_COLUMNS} FROM leads WHERE phone_number = ${phoneOf}
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
     )`;

const signInParameters = (phone: string, token: string) => [
  phone,
  randomUUID(),
  REFRESH_FAMILY_TTL_MS,
  hashToken(token),
];

/** Sign-in of a phone whose code was found right, as one statement: null when it never joined. */
export async function signInByPhone(db: Queryable, phone: string): Promise<SignedIn | null> {
  const token = newOpaqueToken();
  const [lead] = await db.query<Lead>(
    `WITH ${signInSteps('$1')} SELECT * FROM lead`,
    signInParameters(phone, token),
  );
  return lead ? { lead, refreshToken: token } : null;
}

/**
 * The sign-in rush's path: spends the phone's code when it is the right one with a try left
 * (otp-codes.ts, `checkOtp`) and signs in, in one statement, so one round trip and one commit.
 * `spent: false` wrote nothing: the caller checks the code the long way. `session` is null when
 * the code was right but the phone never joined.
 */
export async function signInWithCode(
  db: Queryable,
  phone: string,
  codeHmac: Buffer,
): Promise<{ spent: false } | { spent: true; session: SignedIn | null }> {
  const token = newOpaqueToken();
  const [row] = await db.query<Partial<Lead> & { spent: number }>(
    `WITH spent AS (
       DELETE FROM otp_codes
       WHERE phone_number = $1 AND code_hmac = $5 AND expires_at > now() AND attempts < $6
       RETURNING phone_number
     ), ${signInSteps('(SELECT phone_number FROM spent)')}
     SELECT (SELECT count(*) FROM spent)::int AS spent, lead.*
     FROM (SELECT 1) AS one LEFT JOIN lead ON true`,
    [...signInParameters(phone, token), codeHmac, OTP_POLICY.maxTries],
  );
  if (!row?.spent) return { spent: false };
  const { spent: _spent, ...lead } = row;
  return {
    spent: true,
    session:
      lead.id === null || lead.id === undefined
        ? null
        : { lead: lead as Lead, refreshToken: token },
  };
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

/**
 * Sign out everywhere: revokes every live refresh-token family of the member (each sign-in), so no
 * device can renew its session; access tokens already given run out within ACCESS_TOKEN_TTL_MS.
 * Answers how many were live; a second call revokes none (idempotent).
 */
export async function revokeEveryFamily(db: Queryable, leadId: number): Promise<number> {
  const rows = await db.query<{ family_id: string }>(
    `UPDATE refresh_token_families SET revoked_at = now()
     WHERE lead_id = $1 AND revoked_at IS NULL AND expires_at > now()
     RETURNING family_id`,
    [leadId],
  );
  return rows.length;
}
