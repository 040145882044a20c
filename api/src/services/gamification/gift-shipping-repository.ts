import type { OpsGift } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';
import { GIFT_COLUMNS } from './gift-repository';

/** A gift's member, built in SQL so a page is one query. */
const WITH_MEMBER = `SELECT g.*, json_build_object('id', l.id, 'name', l.name, 'slug', l.slug) AS member`;

type GiftWithMemberRow = OpsGift & { lead_id: number; challenge_id: number };

const withoutKeys = ({ lead_id: _lead, challenge_id: _challenge, ...gift }: GiftWithMemberRow) =>
  gift;

/**
 * Ops: one page of the gifts in a state, oldest first, with the member each goes to. `after` is
 * the last id of the page before; the page after is `next`, or null when this is the last one.
 */
export async function opsGiftPage(
  db: Queryable,
  { status, after, limit }: { status: OpsGift['status']; after: number; limit: number },
): Promise<{ data: OpsGift[]; next: number | null }> {
  const rows = await db.query<GiftWithMemberRow>(
    `${WITH_MEMBER}
     FROM (SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE status = $1 AND id > $2
           ORDER BY id LIMIT $3) g
     JOIN leads l ON l.id = g.lead_id
     ORDER BY g.id`,
    [status, after, limit + 1],
  );
  const page = rows.slice(0, limit).map(withoutKeys);
  return { data: page, next: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

/**
 * Ops: every claimed gift, to hand to the courier, oldest first. Each gift's history records who
 * took its address (`listed`), in the same statement, so the list and the record cannot differ;
 * the member reads it among what the team did with their data.
 */
export function takeShippingList(db: Queryable, actor: string): Promise<OpsGift[]> {
  return db
    .query<GiftWithMemberRow>(
      `WITH listed AS (SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE status = 'claimed'),
       recorded AS (
         INSERT INTO gift_events (gift_id, event, actor, detail)
         SELECT id, 'listed', $1, '{}'::jsonb FROM listed
       )
       ${WITH_MEMBER} FROM listed g JOIN leads l ON l.id = g.lead_id
       ORDER BY g.id`,
      [actor],
    )
    .then((rows) => rows.map(withoutKeys));
}
