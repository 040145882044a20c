import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { ANY_STORE, openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { CertificateFacts } from './certificate-record';
import { credentialMatches, openBadgeCredential, signCredential } from './credential';
import { SAMPLE_COMPLETION } from './render/testing/sample-certificates';
import { createCertificateKeys } from './signing-keys';
import { achievementCredentialProblems } from './testing/credential-schema';

const facts: CertificateFacts = {
  ...SAMPLE_COMPLETION,
  id: '7K2MQ9XD4RTBHW3N',
  holder_name: 'प्रियंका श्रीवास्तव',
  issuer_url: 'https://yoga.example',
  issued_at: '2026-11-20T10:00:00Z',
};

const newKey = async (): Promise<JWK> => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return exportJWK(pair.privateKey);
};

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as {
    credentialSubject: { identifier: Array<{ identityHash: string }> };
  };

/** Renames the holder in the payload part, keeping it valid base64url and the signature as is. */
function tamper(jwt: string): string {
  const [header, , signature] = jwt.split('.') as [string, string, string];
  const decoded = payloadOf(jwt);
  decoded.credentialSubject.identifier[0] = {
    ...decoded.credentialSubject.identifier[0],
    identityHash: 'Someone Else',
  };
  return [header, Buffer.from(JSON.stringify(decoded)).toString('base64url'), signature].join('.');
}

/** A credential as signed before decision 0022: the holder as the subject's `name`. */
function signedBefore0022(facts: CertificateFacts): Record<string, unknown> {
  const credential = openBadgeCredential(facts);
  const { type, achievement } = credential.credentialSubject as Record<string, unknown>;
  return { ...credential, credentialSubject: { type, name: facts.holder_name, achievement } };
}

describe('signed certificate credentials', () => {
  let store: TestDatabase;
  beforeAll(async () => {
    store = await openTestDatabase(ANY_STORE);
  });
  afterAll(() => store.close());

  it('is an Open Badges 3.0 credential naming the holder by name only', () => {
    const credential = openBadgeCredential(facts);
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: 'https://yoga.example/certificate/7K2MQ9XD4RTBHW3N',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: 'https://yoga.example', type: ['Profile'], name: '14-Day Yoga Challenge' },
      validFrom: '2026-11-20T10:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: 'प्रियंका श्रीवास्तव',
          },
        ],
        achievement: {
          type: ['Achievement'],
          criteria: { narrative: expect.stringContaining('12 of the 14 days') },
        },
      },
    });
    const worldRecord = openBadgeCredential({
      ...facts,
      kind: 'world_record',
      attempt_date: '2026-11-07',
    });
    expect(JSON.stringify(worldRecord)).toContain(
      'Took part in the world-record attempt on 2026-11-07',
    );
  });

  it("is a conformant AchievementCredential by 1EdTech's Open Badges 3.0 schema", async () => {
    const keys = createCertificateKeys(store.db, { configuredKey: await newKey() });
    const key = await keys.signingKey();
    for (const kind of ['completion', 'world_record'] as const) {
      const issued = {
        ...facts,
        kind,
        attempt_date: kind === 'world_record' ? '2026-11-07' : null,
      };
      expect(achievementCredentialProblems(openBadgeCredential(issued))).toEqual([]);
      // The payload a verifier decodes, with the JWT's registered claims beside the credential.
      expect(achievementCredentialProblems(payloadOf(await signCredential(issued, key)))).toEqual(
        [],
      );
    }
    expect(achievementCredentialProblems(signedBefore0022(facts))).toEqual([
      '/credentialSubject has neither id nor an identifier',
      '/credentialSubject has name, which AchievementSubject does not define',
    ]);
  });

  it('verifies a good credential, and refuses a tampered one or one saying another thing', async () => {
    const keys = createCertificateKeys(store.db, { configuredKey: await newKey() });
    const jwt = await signCredential(facts, await keys.signingKey());
    const payload = await keys.verify(jwt);
    expect(payload).not.toBeNull();
    expect(payload && credentialMatches(payload, facts)).toBe(true);
    expect(payload && credentialMatches(payload, { ...facts, holder_name: 'Other Name' })).toBe(
      false,
    );
    expect(await keys.verify(tamper(jwt))).toBeNull();
    expect(await keys.verify('not.a.jwt')).toBeNull();
  });

  it('still verifies a credential signed before the holder was an identifier', async () => {
    const keys = createCertificateKeys(store.db, { configuredKey: await newKey() });
    const key = await keys.signingKey();
    const old = await new SignJWT(signedBefore0022(facts))
      .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'vc+jwt' })
      .setIssuer(facts.issuer_url)
      .sign(key.privateKey);
    const payload = await keys.verify(old);
    expect(payload && credentialMatches(payload, facts)).toBe(true);
    expect(payload && credentialMatches(payload, { ...facts, holder_name: 'Other Name' })).toBe(
      false,
    );
  });

  it('keeps old credentials verifiable after the signing key rotates', async () => {
    const before = createCertificateKeys(store.db, { configuredKey: await newKey() });
    const oldKey = await before.signingKey();
    const oldJwt = await signCredential(facts, oldKey);

    const after = createCertificateKeys(store.db, { configuredKey: await newKey() });
    const newKey_ = await after.signingKey();
    expect(newKey_.kid).not.toBe(oldKey.kid);
    const published = (await after.publicKeys()).keys.map((key) => key.kid);
    expect(published).toEqual(expect.arrayContaining([oldKey.kid, newKey_.kid]));
    expect((await after.publicKeys()).keys.every((key) => key.d === undefined)).toBe(true);
    expect(await after.verify(oldJwt)).not.toBeNull();
    expect(await after.verify(await signCredential(facts, newKey_))).not.toBeNull();
    // A process still on the old key learns of the new one when it meets its kid.
    expect(await before.verify(await signCredential(facts, newKey_))).not.toBeNull();
  });

  it('makes a development key once and keeps it across restarts', async () => {
    const { db } = await openTestDatabase(ANY_STORE);
    try {
      const first = await createCertificateKeys(db, { configuredKey: null }).signingKey();
      const again = await createCertificateKeys(db, { configuredKey: null }).signingKey();
      expect(again.kid).toBe(first.kid);
    } finally {
      await db.close();
    }
  });
});
