import {
  campaignPhase,
  indiaDayFrom,
  type CampaignOccasion,
  type PosterTemplate,
} from '@yoga/shared/domain';
import type { Campaign } from '@yoga/shared/models';
import type { Database, Queryable } from '../db/database';
import { calendarDayColumn, utcInstant } from '../db/sql-instant';
import { isUniqueViolation } from '../db/unique-violation';
import type { CampaignEventRow, CampaignInputRow } from './campaign-schemas';
import type { OpsChange } from '../security/caller';

/** A campaign as stored: the wire's fields but its phase, which depends on the day it is read. */
export type StoredCampaign = Omit<Campaign, 'phase'> & { id: number };

const COLUMNS = `c.id, c.event, c.occasion, c.title, c.title_hi, c.summary, c.summary_hi,
  ${calendarDayColumn('starts_on')}, ${calendarDayColumn('ends_on')},
  ${calendarDayColumn('festival_on')}, c.featured, c.templates,
  c.pledge, c.pledge_hi,
  (SELECT count(*)::int FROM pledges p WHERE p.campaign_id = c.id) AS pledges`;

const SELECT = `SELECT ${COLUMNS} FROM campaigns c`;

/** The campaign on the wire, its phase read at `now`. */
export function campaignWire(stored: StoredCampaign, now: Date): Campaign {
  const { id: _id, ...campaign } = stored;
  return { ...campaign, phase: campaignPhase(campaign, now) };
}

/** The campaigns running on `today` (India's day), the latest to start first. */
export async function runningCampaigns(db: Queryable, today: string): Promise<StoredCampaign[]> {
  return db.query<StoredCampaign>(
    `${SELECT} WHERE c.starts_on <= $1::date AND c.ends_on >= $1::date
     ORDER BY c.starts_on DESC, c.id DESC`,
    [today],
  );
}

export async function allCampaigns(db: Queryable): Promise<StoredCampaign[]> {
  return db.query<StoredCampaign>(`${SELECT} ORDER BY c.starts_on DESC, c.id DESC`);
}

export async function campaignsOf(
  db: Queryable,
  occasion: CampaignOccasion,
): Promise<StoredCampaign[]> {
  return db.query<StoredCampaign>(`${SELECT} WHERE c.occasion = $1`, [occasion]);
}

export async function featuredCampaigns(db: Queryable): Promise<StoredCampaign[]> {
  return db.query<StoredCampaign>(`${SELECT} WHERE c.featured`);
}

export async function findCampaign(db: Queryable, event: string): Promise<StoredCampaign | null> {
  const [row] = await db.query<StoredCampaign>(`${SELECT} WHERE c.event = $1`, [event]);
  return row ?? null;
}

/** What the audit log keeps of a campaign: what ops wrote, without the count of pledges. */
function audited(campaign: StoredCampaign): Record<string, unknown> {
  const { id: _id, pledges: _pledges, ...written } = campaign;
  return written;
}

async function audit(
  tx: Queryable,
  campaign: StoredCampaign,
  action: CampaignEventRow['action'],
  { actor, reason }: OpsChange,
  before: StoredCampaign | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO campaign_events (campaign_id, action, actor, reason, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      campaign.id,
      action,
      actor,
      reason,
      before ? JSON.stringify(audited(before)) : null,
      JSON.stringify(audited(campaign)),
    ],
  );
}

const WRITTEN = `occasion = $2, title = $3, title_hi = $4, summary = $5, summary_hi = $6,
  starts_on = $7::date, ends_on = $8::date, featured = $9, templates = $10::jsonb, pledge = $11,
  pledge_hi = $12, festival_on = $13::date`;

const writtenValues = (input: CampaignInputRow) => [
  input.occasion,
  input.title,
  input.title_hi,
  input.summary,
  input.summary_hi,
  input.starts_on,
  input.ends_on,
  input.featured,
  JSON.stringify(input.templates satisfies PosterTemplate[]),
  input.pledge,
  input.pledge_hi,
  input.festival_on,
];

/** A new campaign and its "created" line; null when its event slug is taken. */
export async function createCampaign(
  db: Database,
  event: string,
  input: CampaignInputRow,
  actor: string,
): Promise<StoredCampaign | null> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO campaigns (event, occasion, title, title_hi, summary, summary_hi, starts_on,
           ends_on, featured, templates, pledge, pledge_hi, festival_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10::jsonb, $11, $12, $13::date)`,
        [event, ...writtenValues(input)],
      );
      const created = await written(tx, event);
      await audit(tx, created, 'created', { actor, reason: input.reason }, null);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** The campaign re-read inside the transaction that just wrote it. */
async function written(tx: Queryable, event: string): Promise<StoredCampaign> {
  const campaign = await findCampaign(tx, event);
  if (!campaign) throw new Error(`campaign ${event} vanished inside its own transaction`);
  return campaign;
}

/**
 * Changes a campaign with its row locked, so two ops writes at once are both applied and logged in
 * order: `change` gets the campaign as it was and says which audit action it took, or null when
 * it changed nothing. Null when there is no such campaign.
 */
async function changeCampaign(
  db: Database,
  event: string,
  who: OpsChange,
  change: (tx: Queryable, before: StoredCampaign) => Promise<CampaignEventRow['action'] | null>,
): Promise<StoredCampaign | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ id: number }>(
      `SELECT id FROM campaigns WHERE event = $1 FOR UPDATE`,
      [event],
    );
    const before = locked ? await findCampaign(tx, event) : null;
    if (!before) return null;
    const action = await change(tx, before);
    if (!action) return before;
    const after = await written(tx, event);
    await audit(tx, after, action, who, before);
    return after;
  });
}

/** Rewrites a campaign; null if there is none. */
export function updateCampaign(
  db: Database,
  event: string,
  input: CampaignInputRow,
  actor: string,
): Promise<StoredCampaign | null> {
  return changeCampaign(db, event, { actor, reason: input.reason }, async (tx) => {
    await tx.query(`UPDATE campaigns SET ${WRITTEN}, updated_at = now() WHERE event = $1`, [
      event,
      ...writtenValues(input),
    ]);
    return 'edited';
  });
}

/**
 * Ends a campaign today: its last day becomes yesterday in India (and its first, if it had not
 * begun). An ended campaign stays as it was; null if there is none.
 */
export function endCampaign(
  db: Database,
  event: string,
  who: OpsChange,
  now: Date,
): Promise<StoredCampaign | null> {
  const yesterday = indiaDayFrom(now, -1);
  return changeCampaign(db, event, who, async (tx, before) => {
    if (before.ends_on <= yesterday) return null;
    await tx.query(
      `UPDATE campaigns SET ends_on = $2::date, starts_on = LEAST(starts_on, $2::date),
         updated_at = now() WHERE event = $1`,
      [event, yesterday],
    );
    return 'ended';
  });
}

export async function campaignEvents(db: Queryable, event: string): Promise<CampaignEventRow[]> {
  return db.query<CampaignEventRow>(
    `SELECT e.action, e.actor, e.reason, ${utcInstant('e.at')} AS at, e.before, e.after
     FROM campaign_events e JOIN campaigns c ON c.id = e.campaign_id
     WHERE c.event = $1 ORDER BY e.id`,
    [event],
  );
}
