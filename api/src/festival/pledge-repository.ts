import type { Queryable } from '../db/database';
import { utcInstant } from '../db/sql-instant';
import { isUniqueViolation } from '../db/unique-violation';
import { randomCode } from '../share/random-code';
import { findCampaign } from './campaign-repository';

/** 55^10: a pledge's page cannot be found by guessing, and pledges cannot be listed. */
const SLUG_LENGTH = 10;

/** A pledge as stored, with what its page needs of the member: their name and invitation slug. */
export interface StoredPledge {
  slug: string;
  name: string;
  event: string;
  taken_at: string;
  lead_slug: string;
}

const SELECT = `SELECT p.slug, p.name, c.event, ${utcInstant('p.created_at')} AS taken_at,
  l.slug AS lead_slug
  FROM pledges p JOIN campaigns c ON c.id = p.campaign_id JOIN leads l ON l.id = p.lead_id`;

export async function findPledge(db: Queryable, slug: string): Promise<StoredPledge | null> {
  const [row] = await db.query<StoredPledge>(`${SELECT} WHERE p.slug = $1`, [slug]);
  return row ?? null;
}

/** A pledge with its campaign, as its public page and preview show them; null when there is none. */
export async function findPledgeAndCampaign(db: Queryable, slug: string) {
  const pledge = await findPledge(db, slug);
  const campaign = pledge ? await findCampaign(db, pledge.event) : null;
  return pledge && campaign ? { pledge, campaign } : null;
}

export async function memberPledge(
  db: Queryable,
  event: string,
  leadId: number,
): Promise<StoredPledge | null> {
  const [row] = await db.query<StoredPledge>(`${SELECT} WHERE c.event = $1 AND p.lead_id = $2`, [
    event,
    leadId,
  ]);
  return row ?? null;
}

/**
 * The member's pledge in the campaign: taken now, or the one they took before, unchanged (a
 * second tap, a retry on a slow network or two devices at once all give the same pledge).
 */
export async function takePledge(
  db: Queryable,
  campaign: { id: number; event: string },
  leadId: number,
  name: string,
): Promise<{ pledge: StoredPledge; taken: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const inserted = await db.query<{ slug: string }>(
        `INSERT INTO pledges (slug, campaign_id, lead_id, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (campaign_id, lead_id) DO NOTHING RETURNING slug`,
        [randomCode(SLUG_LENGTH), campaign.id, leadId, name],
      );
      const pledge = await memberPledge(db, campaign.event, leadId);
      if (!pledge) throw new Error(`the pledge of lead ${leadId} in ${campaign.event} vanished`);
      return { pledge, taken: inserted.length > 0 };
    } catch (error) {
      // Another pledge already has this slug: draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
