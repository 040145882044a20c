import type { DeliveryAddress, EarnedGift } from '@yoga/shared/models';
import type { Database, Queryable } from '../../db/database';
import { utcInstant } from '../../db/sql-instant';
import { HttpError, notFound } from '../../http/errors';

export interface GiftRow extends EarnedGift {
  lead_id: number;
  challenge_id: number;
}

export const GIFT_COLUMNS = `id, lead_id, challenge_id, level, guess_day, gift_name, gift_name_hi, status,
  ${utcInstant('earned_at')} AS earned_at, ${utcInstant('claimed_at')} AS claimed_at,
  ${utcInstant('shipped_at')} AS shipped_at, ${utcInstant('delivered_at')} AS delivered_at,
  address, tracking`;

/** Every gift a member earned, newest first. */
export function listGifts(db: Queryable, leadId: number): Promise<GiftRow[]> {
  return db.query<GiftRow>(
    `SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE lead_id = $1 ORDER BY earned_at DESC, id DESC`,
    [leadId],
  );
}

export async function findGift(db: Queryable, id: number): Promise<GiftRow | null> {
  const [row] = await db.query<GiftRow>(`SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** Field by field: the database keeps an address as jsonb, whose keys come back in its own order. */
const sameAddress = (a: DeliveryAddress | null, b: DeliveryAddress) =>
  a !== null && (Object.keys(b) as (keyof DeliveryAddress)[]).every((key) => a[key] === b[key]);

/**
 * Claims an earned gift to an address, or changes the address of a claimed one: either way the
 * gift ends claimed to this address, so a retried claim changes nothing. A gift that has left
 * keeps its address (409 `gift_shipped`), unless the request asks for the address it has.
 */
export async function claimGift(
  db: Database,
  giftId: number,
  address: DeliveryAddress,
  actor: string,
): Promise<GiftRow> {
  return db.transaction(async (tx) => {
    const [gift] = await tx.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE id = $1 FOR UPDATE`,
      [giftId],
    );
    if (!gift) throw notFound('No such gift.');
    if (gift.status === 'shipped' || gift.status === 'delivered') {
      if (sameAddress(gift.address, address)) return gift;
      throw new HttpError(409, 'gift_shipped', 'This gift has left; its address cannot change.', {
        field: 'address',
      });
    }
    if (gift.status === 'claimed' && sameAddress(gift.address, address)) return gift;
    await tx.query(
      `UPDATE member_gifts SET status = 'claimed', claimed_at = COALESCE(claimed_at, now()),
         address = $2::jsonb
       WHERE id = $1`,
      [giftId, JSON.stringify(address)],
    );
    await tx.query(
      `INSERT INTO gift_events (gift_id, event, actor, detail) VALUES ($1, $2, $3, $4::jsonb)`,
      [
        giftId,
        gift.status === 'earned' ? 'claimed' : 'address_changed',
        actor,
        JSON.stringify({ address }),
      ],
    );
    const [claimed] = await tx.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE id = $1`,
      [giftId],
    );
    if (!claimed) throw notFound('No such gift.');
    return claimed;
  });
}

/** Ops: the gift left (claimed → shipped) or arrived (shipped → delivered); repeating is a no-op. */
export async function updateShipment(
  db: Database,
  giftId: number,
  update: { status: 'shipped' | 'delivered'; tracking?: string },
  actor: string,
): Promise<GiftRow> {
  return db.transaction(async (tx) => {
    const [gift] = await tx.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE id = $1 FOR UPDATE`,
      [giftId],
    );
    if (!gift) throw notFound('No such gift.');
    if (gift.status === update.status) return gift;
    const from = update.status === 'shipped' ? 'claimed' : 'shipped';
    if (gift.status !== from) {
      throw new HttpError(
        409,
        'invalid_input',
        `A gift is ${update.status} only after it is ${from}; this one is ${gift.status}.`,
        { field: 'status' },
      );
    }
    await tx.query(
      `UPDATE member_gifts SET status = $2,
         shipped_at = CASE WHEN $2 = 'shipped' THEN now() ELSE shipped_at END,
         delivered_at = CASE WHEN $2 = 'delivered' THEN now() ELSE delivered_at END,
         tracking = COALESCE($3, tracking)
       WHERE id = $1`,
      [giftId, update.status, update.tracking ?? null],
    );
    await tx.query(
      `INSERT INTO gift_events (gift_id, event, actor, detail) VALUES ($1, $2, $3, $4::jsonb)`,
      [giftId, update.status, actor, JSON.stringify({ tracking: update.tracking ?? null })],
    );
    const [changed] = await tx.query<GiftRow>(
      `SELECT ${GIFT_COLUMNS} FROM member_gifts WHERE id = $1`,
      [giftId],
    );
    if (!changed) throw notFound('No such gift.');
    return changed;
  });
}
