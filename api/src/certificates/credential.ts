import { isDeepStrictEqual } from 'node:util';
import { CERTIFICATE_ISSUER_NAME } from '@yoga/shared/domain';
import { SignJWT, type JWTPayload } from 'jose';
import { certificatePageUrl, type CertificateFacts } from './certificate-record';
import { CREDENTIAL_ALGORITHM, type SigningKey } from './signing-keys';

/** What the certificate attests, as a sentence; the same on the PDF's criteria and the badge's. */
function criteria(facts: CertificateFacts): { name: string; narrative: string } {
  if (facts.kind === 'world_record') {
    return {
      name: `${facts.challenge_title}: world-record attempt`,
      narrative: `Took part in the world-record attempt on ${facts.attempt_date ?? facts.end_date}, during the challenge held from ${facts.start_date} to ${facts.end_date}. This certifies participation, not a record.`,
    };
  }
  return {
    name: `${facts.challenge_title}: completion`,
    narrative: `Attended ${facts.days_attended} of the ${facts.days_total} days of live sessions of the challenge held from ${facts.start_date} to ${facts.end_date}.`,
  };
}

/**
 * The holder and what they achieved. Open Badges 3.0 asks an `id` or an `identifier` of the
 * subject, and has no `name` on it: the holder is named by an IdentityObject of type `name` with
 * the printed name in the clear (`hashed: false`), since the name is what the certificate shows
 * anyway. There is no `id`: a member has no DID or address of their own to give.
 */
function achievementSubject(facts: CertificateFacts) {
  const { name, narrative } = criteria(facts);
  return {
    type: ['AchievementSubject'],
    identifier: [
      {
        type: 'IdentityObject',
        identityType: 'name',
        hashed: false,
        identityHash: facts.holder_name,
      },
    ],
    achievement: {
      id: `${facts.issuer_url}/achievements/challenge-${facts.challenge_id}-${facts.kind}`,
      type: ['Achievement'],
      achievementType: facts.kind === 'world_record' ? 'Achievement' : 'Certificate',
      name,
      description: narrative,
      criteria: { narrative },
    },
  };
}

/**
 * The subject as credentials signed before decision 0022 wrote it: the holder as `name`. They
 * were handed out and must keep verifying; nothing is signed this way any more.
 */
function subjectSignedBefore0022(facts: CertificateFacts) {
  const { type, achievement } = achievementSubject(facts);
  return { type, name: facts.holder_name, achievement };
}

/**
 * The certificate as an Open Badges 3.0 credential (W3C Verifiable Credentials 2.0). It names the
 * holder by the printed name only: their phone number is never in it.
 */
export function openBadgeCredential(facts: CertificateFacts): Record<string, unknown> {
  return {
    '@context': [
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ],
    id: certificatePageUrl(facts),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: facts.issuer_url, type: ['Profile'], name: CERTIFICATE_ISSUER_NAME },
    validFrom: facts.issued_at,
    name: criteria(facts).name,
    credentialSubject: achievementSubject(facts),
  };
}

/** The VC-JWT of Open Badges 3.0: the credential as the payload, with its registered claims. */
export function signCredential(facts: CertificateFacts, key: SigningKey): Promise<string> {
  const credential = openBadgeCredential(facts);
  return new SignJWT(credential)
    .setProtectedHeader({ alg: CREDENTIAL_ALGORITHM, kid: key.kid, typ: 'vc+jwt' })
    .setIssuer(facts.issuer_url)
    .setJti(certificatePageUrl(facts))
    .setNotBefore(Math.floor(Date.parse(facts.issued_at) / 1000))
    .setIssuedAt(Math.floor(Date.parse(facts.issued_at) / 1000))
    .sign(key.privateKey);
}

/** A verified credential says what the certificate says (not another certificate's signature). */
export function credentialMatches(payload: JWTPayload, facts: CertificateFacts): boolean {
  const subject = payload.credentialSubject;
  return (
    payload.id === certificatePageUrl(facts) &&
    payload.iss === facts.issuer_url &&
    (isDeepStrictEqual(subject, achievementSubject(facts)) ||
      isDeepStrictEqual(subject, subjectSignedBefore0022(facts)))
  );
}
