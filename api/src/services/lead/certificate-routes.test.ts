import { createLocalJWKSet, jwtVerify } from 'jose';
import {
  attendDays as attend,
  createCertificateChallenge as createChallenge,
  dayRange as range,
  eligibleMember as eligibleOf,
  issueAs,
} from '../../testing/certificate-fixtures';
import { achievementCredentialProblems } from '../../certificates/testing/credential-schema';
import { bearer, signInEnrolled, type TestSession } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';
import QRCode from 'qrcode';

const ENDED = 9301;
const RUNNING = 9302;

/** As the page's code is drawn: medium error correction, a quiet zone of one module. */
const QR_OPTIONS = { type: 'svg', margin: 1, errorCorrectionLevel: 'M' } as const;

describe.each(STORE_KINDS)('certificates on %s', (kind) => {
  const t = testAppFor(kind);
  beforeAll(async () => {
    await createChallenge(t, ENDED, 3);
    await createChallenge(t, RUNNING, -5);
  });

  const status = (member: TestSession, query = '') =>
    t.app.inject({
      url: `/api/lead/lead/getleadcertificatestatus?leadid=${member.account.id}${query}`,
      headers: bearer(member.accessToken),
    });
  const issue = (member: TestSession, name: string, certificateKind = 'completion') =>
    issueAs(member, t, name, certificateKind);
  const correct = (member: TestSession, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/certificate/correction',
      headers: bearer(member.accessToken),
      payload: { leadid: member.account.id, kind: 'completion', name },
    });
  const verify = (id: string) => t.app.inject({ url: `/api/lead/lead/certificate/${id}` });
  const ops = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(TEST_OPS_TOKEN), payload });

  const eligibleMember = (name: string) => eligibleOf(t, name, ENDED);

  it('tells a member how many days they have and need, while running and after', async () => {
    const short = await signInEnrolled(t, 'Short Days', ENDED);
    await attend(t, short, ENDED, range(1, 6));
    expect((await status(short)).json()).toMatchObject({
      kind: 'completion',
      status: 'not_eligible',
      reason: 'too_few_days',
      days_attended: 6,
      days_needed: 10,
      days_total: 14,
      challenge: {
        id: ENDED,
        title: 'Certificate test challenge',
        title_hi: 'प्रमाणपत्र जाँच चैलेंज',
      },
      suggested_name: 'Short Days',
      certificate: null,
      corrections_left: 1,
    });

    const running = await signInEnrolled(t, 'Still Running', RUNNING);
    await attend(t, running, RUNNING, range(1, 10));
    expect((await status(running)).json()).toMatchObject({
      status: 'not_eligible',
      reason: 'challenge_running',
      days_attended: 10,
    });
    expect((await issue(running, 'Still Running')).json()).toMatchObject({
      statusCode: 409,
      code: 'certificate_not_eligible',
    });

    // Ops lower the challenge's rule: the short member becomes eligible.
    const rule = await t.app.inject({
      method: 'PUT',
      url: `/api/lead/ops/certificate-rules/${ENDED}`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { min_days: 6 },
    });
    expect(rule.json()).toEqual({ min_days: 6 });
    expect((await status(short)).json()).toMatchObject({ status: 'eligible', reason: null });
    await t.app.inject({
      method: 'PUT',
      url: `/api/lead/ops/certificate-rules/${ENDED}`,
      headers: bearer(TEST_OPS_TOKEN),
      payload: { min_days: 10 },
    });
    expect((await status(short)).json().status).toBe('not_eligible');
  });

  it('issues once under 20 concurrent requests, with a random id, and says so in the status', async () => {
    const member = await eligibleMember('Asha Verma');
    expect((await status(member)).json()).toMatchObject({ status: 'eligible', reason: null });

    const answers = await Promise.all(range(1, 20).map(() => issue(member, 'Asha  Verma ')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(range(1, 20).map(() => 200));
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    const certificate = answers[0]?.json();
    expect(certificate).toMatchObject({
      kind: 'completion',
      holder_name: 'Asha Verma',
      days_attended: 12,
      days_total: 14,
      status: 'valid',
      superseded_by: null,
      issuer: { name: '14-Day Yoga Challenge' },
      // Printed as it was named when issued, in both languages.
      challenge: { title: 'Certificate test challenge', title_hi: 'प्रमाणपत्र जाँच चैलेंज' },
    });
    expect(certificate.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(certificate.id).not.toContain(String(member.account.id));
    expect(certificate.page_url).toMatch(new RegExp(`/certificate/${certificate.id}$`));

    const [rows] = await t.db.query<{ certificates: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM certificates WHERE lead_id = $1) AS certificates,
              (SELECT count(*)::int FROM certificate_events e JOIN certificates c
                 ON c.id = e.certificate_id WHERE c.lead_id = $1) AS events`,
      [member.account.id],
    );
    expect(rows).toEqual({ certificates: 1, events: 1 });
    expect((await status(member)).json()).toMatchObject({
      status: 'issued',
      certificate: { id: certificate.id },
    });
    // Asking again with another name answers the same certificate: corrections are their own route.
    expect((await issue(member, 'Someone Else')).json().holder_name).toBe('Asha Verma');
  });

  it('refuses a name against the rule, naming the field, and issues nothing', async () => {
    const member = await eligibleMember('Rule Keeper');
    const refused = await issue(member, 'R2-D2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'name_not_letters', field: 'name' });
    expect((await status(member)).json().status).toBe('eligible');
  });

  it('prints a name in Devanagari as the member wrote it', async () => {
    const member = await eligibleMember('Priyanka Shrivastav');
    const issued = await issue(member, 'प्रियंका क्षत्रिय श्रीवास्तव');
    expect(issued.statusCode).toBe(200);
    expect(issued.json().holder_name).toBe('प्रियंका क्षत्रिय श्रीवास्तव');
  });

  it('lets the member correct the name once, then ops; the old page links to the new', async () => {
    const member = await eligibleMember('Ravi Kumar');
    const first = (await issue(member, 'Ravi Kumr')).json();

    const corrected = await correct(member, 'Ravi Kumar');
    expect(corrected.statusCode).toBe(200);
    const second = corrected.json();
    expect(second).toMatchObject({ holder_name: 'Ravi Kumar', status: 'valid' });
    expect(second.id).not.toBe(first.id);
    const old = (await verify(first.id)).json();
    expect(old.certificate).toMatchObject({ status: 'superseded', superseded_by: second.id });
    expect(old.checks).toEqual({ signature: true, not_revoked: true, current: false });
    expect((await status(member)).json()).toMatchObject({
      status: 'issued',
      certificate: { id: second.id },
      corrections_left: 0,
    });

    const again = await correct(member, 'Ravi K Kumar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'certificate_correction_used' });
    expect((await status(member)).json().certificate.holder_name).toBe('Ravi Kumar');

    const byOps = await ops(`/api/lead/ops/certificates/${second.id}/correction`, {
      name: 'Ravi Shankar Kumar',
      reason: 'Member called support with ID proof',
    });
    expect(byOps.statusCode).toBe(200);
    expect(byOps.json()).toMatchObject({ holder_name: 'Ravi Shankar Kumar', status: 'valid' });
    const events = await t.db.query<{ action: string; actor: string; reason: string | null }>(
      `SELECT e.action, e.actor, e.reason FROM certificate_events e
       JOIN certificates c ON c.id = e.certificate_id WHERE c.lead_id = $1 ORDER BY e.id`,
      [member.account.id],
    );
    expect(events).toEqual([
      { action: 'issued', actor: 'member', reason: null },
      { action: 'corrected', actor: 'member', reason: null },
      { action: 'corrected', actor: 'ops', reason: 'Member called support with ID proof' },
    ]);
  });

  it('makes one correction of two sent at once', async () => {
    const member = await eligibleMember('Twice Sent');
    await issue(member, 'Twice Sentt');
    const answers = await Promise.all([
      correct(member, 'Twice Sent'),
      correct(member, 'Twice Sent'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.query<{ valid: number; all: number }>(
      `SELECT count(*) FILTER (WHERE status = 'valid')::int AS valid, count(*)::int AS all
       FROM certificates WHERE lead_id = $1`,
      [member.account.id],
    );
    expect(row).toEqual({ valid: 1, all: 2 });
  });

  it('verifies a certificate for anyone: its credential checks against the published keys', async () => {
    const member = await eligibleMember('Meera Nair');
    const certificate = (await issue(member, 'Meera Nair')).json();
    const answer = await verify(certificate.id);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.checks).toEqual({ signature: true, not_revoked: true, current: true });
    expect(body.certificate).toMatchObject({ id: certificate.id, holder_name: 'Meera Nair' });
    expect(JSON.stringify(body)).not.toContain(member.account.phone_number);

    const jwks = await t.app.inject({ url: '/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const { payload, protectedHeader } = await jwtVerify(
      body.credential,
      createLocalJWKSet(jwks.json()),
      // Issued at the app's time, which need not be the process's.
      { algorithms: ['EdDSA'], currentDate: t.clock.now() },
    );
    expect(protectedHeader.alg).toBe('EdDSA');
    expect(payload).toMatchObject({
      id: certificate.page_url,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [
          {
            type: 'IdentityObject',
            identityType: 'name',
            hashed: false,
            identityHash: 'Meera Nair',
          },
        ],
      },
      jti: certificate.page_url,
    });
    expect(achievementCredentialProblems(payload)).toEqual([]);
    const file = await t.app.inject({ url: certificate.credential_path });
    expect(file.body).toBe(body.credential);
  });

  it("draws a QR code of the certificate's page for anyone, while the page says what it is", async () => {
    const member = await eligibleMember('Qr Code');
    const certificate = (await issue(member, 'Qr Code')).json();
    expect(certificate.qr_path).toBe(`/api/lead/lead/certificate/${certificate.id}/qr`);
    const drawn = await t.app.inject({ url: certificate.qr_path });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(drawn.headers['cache-control']).toBe('public, max-age=86400');
    expect(drawn.body).toBe(await QRCode.toString(certificate.page_url, QR_OPTIONS));
    expect(drawn.body).not.toContain(member.account.phone_number);

    // A revoked certificate's page says so: its code still leads there.
    await ops(`/api/lead/ops/certificates/${certificate.id}/revoke`, { reason: 'Test revocation' });
    expect((await t.app.inject({ url: certificate.qr_path })).statusCode).toBe(200);

    const unknown = await t.app.inject({ url: '/api/lead/lead/certificate/ZZZZZZZZZZZZZZZZ/qr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    const malformed = await t.app.inject({ url: '/api/lead/lead/certificate/not-an-id/qr' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });

  it('lets ops revoke with a reason; the page says so and the files are gone like an unknown id', async () => {
    const member = await eligibleMember('Fraud Case');
    const certificate = (await issue(member, 'Fraud Case')).json();
    const revoked = await ops(`/api/lead/ops/certificates/${certificate.id}/revoke`, {
      reason: 'Attendance was marked by someone else',
    });
    expect(revoked.json()).toMatchObject({
      status: 'revoked',
      revoked_reason: 'Attendance was marked by someone else',
    });
    const page = (await verify(certificate.id)).json();
    expect(page.certificate.status).toBe('revoked');
    expect(page.checks).toEqual({ signature: true, not_revoked: false, current: false });
    expect((await status(member)).json()).toMatchObject({
      status: 'revoked',
      certificate: { revoked_reason: 'Attendance was marked by someone else' },
    });
    expect((await correct(member, 'Fraud Case')).json()).toMatchObject({
      code: 'certificate_revoked',
    });
    // Issuing again does not replace a revoked certificate.
    expect((await issue(member, 'Fraud Case')).json().status).toBe('revoked');

    const unknownId = 'ZZZZZZZZZZZZZZZZ';
    for (const file of ['pdf', 'png', 'credential']) {
      const ofRevoked = await t.app.inject({
        url: `/api/lead/lead/certificate/${certificate.id}/${file}`,
      });
      const ofUnknown = await t.app.inject({
        url: `/api/lead/lead/certificate/${unknownId}/${file}`,
      });
      expect(ofRevoked.statusCode).toBe(404);
      expect(ofRevoked.body).toBe(ofUnknown.body);
    }
    const unknownPage = await verify(unknownId);
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.json()).toMatchObject({
      code: 'not_found',
      message: 'No certificate has this id.',
    });
  });

  it('draws the PDF and PNG once per certificate and answers a repeat with 304', async () => {
    const member = await eligibleMember('Download Twice');
    const certificate = (await issue(member, 'Download Twice')).json();
    const downloads = await Promise.all(
      range(1, 5).map(() => t.app.inject({ url: certificate.pdf_path })),
    );
    for (const download of downloads) {
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const etag = downloads[0]?.headers.etag as string;
    expect(new Set(downloads.map((download) => download.headers.etag))).toEqual(new Set([etag]));
    const repeat = await t.app.inject({
      url: certificate.pdf_path,
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);
    const png = await t.app.inject({ url: certificate.png_path });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1080);
    expect(png.rawPayload.readUInt32BE(20)).toBe(1350);
    const [rendered] = await t.db.query<{ files: number }>(
      `SELECT count(*)::int AS files FROM certificate_renders WHERE content_hash = ANY($1)`,
      [[etag.replaceAll('"', ''), String(png.headers.etag).replaceAll('"', '')]],
    );
    expect(rendered?.files).toBe(2);
  });

  it('gives a world-record participation certificate only to members recorded at the attempt', async () => {
    const there = await signInEnrolled(t, 'Was There', ENDED);
    await attend(t, there, ENDED, [7]);
    const away = await signInEnrolled(t, 'Was Away', ENDED);
    await attend(t, away, ENDED, range(1, 6));

    expect((await status(away, '&kind=world_record')).json()).toMatchObject({
      kind: 'world_record',
      status: 'not_eligible',
      reason: 'not_at_attempt',
    });
    expect((await status(there, '&kind=world_record')).json()).toMatchObject({
      status: 'eligible',
      attempt_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await status(there)).json().attempt_date).toBeNull();
    const issued = await issue(there, 'Was There', 'world_record');
    expect(issued.json()).toMatchObject({ kind: 'world_record', holder_name: 'Was There' });
    expect(issued.json().attempt_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The completion certificate is another matter: one day is not ten.
    expect((await status(there)).json()).toMatchObject({
      status: 'not_eligible',
      reason: 'too_few_days',
    });
  });

  it('answers only the member or ops about a member, and a signed-in caller at all', async () => {
    const owner = await eligibleMember('Owner Member');
    const other = await eligibleMember('Other Member');
    const foreign = await t.app.inject({
      url: `/api/lead/lead/getleadcertificatestatus?leadid=${owner.account.id}`,
      headers: bearer(other.accessToken),
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      url: `/api/lead/lead/getleadcertificatestatus?leadid=${owner.account.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreignIssue = await t.app.inject({
      method: 'POST',
      url: '/api/lead/lead/certificate',
      headers: bearer(other.accessToken),
      payload: { leadid: owner.account.id, kind: 'completion', name: 'Owner Member' },
    });
    expect(foreignIssue.statusCode).toBe(403);
    expect((await status(owner)).json().status).toBe('eligible');
    const byOps = await t.app.inject({
      url: `/api/lead/lead/getleadcertificatestatus?leadid=${owner.account.id}`,
      headers: bearer(TEST_OPS_TOKEN),
    });
    expect(byOps.json().status).toBe('eligible');
    const memberAsOps = await ops('/api/lead/ops/certificates/ZZZZZZZZZZZZZZZZ/revoke', {
      reason: 'x',
    });
    expect(memberAsOps.statusCode).toBe(400);
    const notOps = await t.app.inject({
      method: 'POST',
      url: '/api/lead/ops/certificates/ZZZZZZZZZZZZZZZZ/revoke',
      headers: bearer(owner.accessToken),
      payload: { reason: 'not allowed' },
    });
    expect(notOps.statusCode).toBe(403);
  });

  it('seeds the demo: Rohan’s corrected certificate supersedes his first, and his world-record one', async () => {
    const rows = await t.db.query<{
      kind: string;
      holder_name: string;
      status: string;
      next: string | null;
    }>(
      `SELECT c.kind, c.holder_name, c.status, c.superseded_by AS next
       FROM certificates c JOIN leads l ON l.id = c.lead_id
       WHERE l.phone_number = '+919812345678' ORDER BY c.kind, c.issued_at`,
    );
    expect(rows).toEqual([
      {
        kind: 'completion',
        holder_name: 'Rohan Mehra',
        status: 'superseded',
        next: expect.any(String),
      },
      { kind: 'completion', holder_name: 'Rohan Mehta', status: 'valid', next: null },
      { kind: 'world_record', holder_name: 'Rohan Mehta', status: 'valid', next: null },
    ]);
    const current = await verify(rows[0]?.next ?? '');
    expect(current.json().checks).toEqual({ signature: true, not_revoked: true, current: true });
  });
});
