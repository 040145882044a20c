import { createGameChallenge, enrol } from '../../testing/game-fixtures';
import { bearer, signIn, signInOps, type OpsTestSession } from '../../testing/sign-in';
import { testAppFor } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

/**
 * Issue 28: support correct one session's attendance of many members at once (a batch's Zoom
 * meeting that failed), each named by link name or number, one reason for all, each audited;
 * a name that leads nowhere is refused on its own without stopping the others.
 */

const CHALLENGE = 9291;
const URL = '/api/lead/ops/attendance-corrections';

describe.each(STORE_KINDS)('bulk attendance corrections on %s', (kind) => {
  const t = testAppFor(kind);
  let support: OpsTestSession;

  beforeAll(async () => {
    await createGameChallenge(t, CHALLENGE);
    support = await signInOps(t, ['support'], 'Bulk Support');
  });

  const post = (payload: object, token = support.accessToken) =>
    t.app.inject({ method: 'POST', url: URL, headers: bearer(token), payload });
  const attendedDay1 = async (leadId: number) =>
    (
      await t.db.query(
        `SELECT 1 FROM attendance a JOIN live_sessions s ON s.id = a.session_id
         WHERE a.lead_id = $1 AND s.challenge_id = $2 AND s.day = 1 AND s.batch = 1`,
        [leadId, CHALLENGE],
      )
    ).length === 1;

  it('marks every member named, by link name or number, and refuses the unknown and the unenrolled alone', async () => {
    const members = await Promise.all(
      ['Bulk One', 'Bulk Two', 'Bulk Three'].map((n) => signIn(t, n)),
    );
    for (const member of members) await enrol(t, member, CHALLENGE);
    const outsider = await signIn(t, 'Bulk Outsider');
    await t.db.query('UPDATE leads SET active_challenge_id = NULL WHERE id = $1', [
      outsider.account.id,
    ]);
    const [one, two, three] = members as [
      (typeof members)[number],
      (typeof members)[number],
      (typeof members)[number],
    ];
    const named = [
      one.account.slug,
      two.account.slug,
      three.account.phone_number,
      'nobody-by-this-name',
      outsider.account.slug,
    ];
    const res = await post({
      members: named,
      day: 1,
      batch: 1,
      attended: true,
      reason: 'Zoom dropped batch 1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { member: named[0], outcome: 'corrected', code: null, message: null },
      { member: named[1], outcome: 'corrected', code: null, message: null },
      { member: named[2], outcome: 'corrected', code: null, message: null },
      expect.objectContaining({ member: named[3], outcome: 'refused', code: 'not_found' }),
      expect.objectContaining({ member: named[4], outcome: 'refused', code: 'not_enrolled' }),
    ]);
    for (const member of members) expect(await attendedDay1(member.account.id)).toBe(true);
    const audit = await t.db.query<{ actor: string; reason: string }>(
      `SELECT actor, reason FROM attendance_corrections WHERE lead_id = ANY($1::int[])`,
      [members.map((member) => member.account.id)],
    );
    expect(audit).toEqual(
      members.map(() => ({ actor: `ops:${support.person.id}`, reason: 'Zoom dropped batch 1' })),
    );

    const undone = await post({
      members: [one.account.slug],
      day: 1,
      batch: 1,
      attended: false,
      reason: 'Marked by mistake',
    });
    expect(undone.json().results[0].outcome).toBe('corrected');
    expect(await attendedDay1(one.account.id)).toBe(false);
    const seen = await t.app.inject({
      url: '/api/user/member/ops-actions',
      headers: bearer(one.accessToken),
    });
    expect(seen.json().result.map((entry: { action: string }) => entry.action)).toEqual([
      'attendance_unmarked',
      'attendance_marked',
    ]);
  });

  it('refuses a session the challenge does not have for each member, and changes nothing', async () => {
    const member = await signIn(t, 'Bulk No Batch');
    await enrol(t, member, CHALLENGE);
    const res = await post({
      members: [member.account.slug],
      day: 1,
      batch: 9,
      attended: true,
      reason: 'No such batch',
    });
    expect(res.json().results[0]).toMatchObject({ outcome: 'refused', code: 'not_found' });
    expect(await attendedDay1(member.account.id)).toBe(false);
  });

  it.each([
    ['no member', { members: [] }, 'members'],
    ['a member twice', { members: ['same-one', 'same-one'] }, 'members'],
    ['more than 500', { members: Array.from({ length: 501 }, (_, n) => `m-${n}`) }, 'members'],
    ['a name with capitals', { members: ['Asha'] }, 'members.0'],
    ['no reason', { members: ['asha'], reason: '' }, 'reason'],
    ['day 15', { members: ['asha'], day: 15 }, 'day'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const res = await post({ day: 1, batch: 1, attended: true, reason: 'Because', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('lets no member and no other role correct in bulk', async () => {
    const member = await signIn(t, 'Bulk Curious');
    const content = await signInOps(t, ['content', 'finance', 'admin'], 'Bulk Not Support');
    const payload = { members: ['x'], day: 1, batch: 1, attended: true, reason: 'Because' };
    expect((await post(payload, member.accessToken)).statusCode).toBe(403);
    expect((await post(payload, content.accessToken)).statusCode).toBe(403);
  });
});
