import {
  KIDS_CAMP_AGES,
  KIDS_CAMP_CHILDREN_PER_PARENT,
  KIDS_CAMP_CONSENT,
  KIDS_CAMP_TIME_ZONE,
  calendarDateIn,
  kidsCampPhase,
} from '@yoga/shared/domain';
import type { ConsentWithdrawn, KidsCamp, KidsCampChild } from '@yoga/shared/models';
import type { Database, Queryable } from '../../db/database';
import { calendarDayColumn, utcInstant } from '../../db/sql-instant';
import type { ContentEventRow } from '../../festival/content-schemas';
import type { KidsCampInputRow } from './kids-camp-schemas';

/** The kids camp's tables (decision 0045): the camps ops edit, and parents' children and consents. */

type CampContent = Omit<KidsCampInputRow, 'reason' | 'starts_on' | 'ends_on'>;

interface CampRow {
  slug: string;
  starts_on: string;
  ends_on: string;
  body: CampContent;
}

const CAMP_COLUMNS = `slug, ${calendarDayColumn('starts_on')}, ${calendarDayColumn('ends_on')}, body`;

/** The camp as members read it, with the rules a parent enrols under. */
export function campWire({ slug, starts_on, ends_on, body }: CampRow, now: Date): KidsCamp {
  return {
    slug,
    ...body,
    starts_on,
    ends_on,
    phase: kidsCampPhase({ starts_on, ends_on }, now),
    consent: { ...KIDS_CAMP_CONSENT },
    ages: { ...KIDS_CAMP_AGES },
  };
}

/** The camp to show: the one running (the earliest to start), else the next, else the last. */
export async function shownCamp(db: Queryable, now: Date): Promise<KidsCamp | null> {
  const [row] = await db.query<CampRow>(
    `SELECT ${CAMP_COLUMNS} FROM kids_camps
     ORDER BY ends_on < $1::date, CASE WHEN ends_on >= $1::date THEN starts_on END,
       ends_on DESC, slug COLLATE "C"
     LIMIT 1`,
    [calendarDateIn(KIDS_CAMP_TIME_ZONE, now)],
  );
  return row ? campWire(row, now) : null;
}

/** Every camp for ops, the latest to start first (a handful a year: no paging). */
export async function allCamps(db: Queryable, now: Date): Promise<KidsCamp[]> {
  const rows = await db.query<CampRow>(
    `SELECT ${CAMP_COLUMNS} FROM kids_camps ORDER BY starts_on DESC, slug COLLATE "C"`,
  );
  return rows.map((row) => campWire(row, now));
}

export async function campBySlug(db: Queryable, slug: string, now: Date): Promise<KidsCamp | null> {
  const [row] = await db.query<CampRow>(`SELECT ${CAMP_COLUMNS} FROM kids_camps WHERE slug = $1`, [
    slug,
  ]);
  return row ? campWire(row, now) : null;
}

/**
 * Creates the camp or replaces it whole, and logs the write with its reason in the same
 * transaction (as the festival content is, decision 0036). Two PUTs of one camp land one after
 * the other: the second waits for the first's row.
 */
export async function putCamp(
  db: Database,
  slug: string,
  input: KidsCampInputRow,
  actor: string,
  now: Date,
): Promise<{ camp: KidsCamp; created: boolean }> {
  const { reason, starts_on, ends_on, ...content } = input;
  const values = [slug, starts_on, ends_on, JSON.stringify(content satisfies CampContent)];
  return db.transaction(async (tx) => {
    const one = async (sql: string, params: unknown[] = [slug]) =>
      (await tx.query<CampRow>(sql, params))[0] ?? null;
    const locked = () => one(`SELECT ${CAMP_COLUMNS} FROM kids_camps WHERE slug = $1 FOR UPDATE`);
    let before = await locked();
    let created = false;
    if (!before) {
      created =
        (await one(
          `INSERT INTO kids_camps (slug, starts_on, ends_on, body) VALUES ($1, $2, $3, $4::jsonb)
           ON CONFLICT (slug) DO NOTHING RETURNING ${CAMP_COLUMNS}`,
          values,
        )) !== null;
      if (!created) before = await locked();
    }
    const after = created
      ? await locked()
      : await one(
          `UPDATE kids_camps SET starts_on = $2, ends_on = $3, body = $4::jsonb, updated_at = now()
           WHERE slug = $1 RETURNING ${CAMP_COLUMNS}`,
          values,
        );
    if (!after) throw new Error(`kids camp ${slug} vanished inside its own transaction`);
    await tx.query(
      `INSERT INTO kids_camp_events (camp_slug, action, actor, reason, before, after)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [
        slug,
        created ? 'created' : 'edited',
        actor,
        reason,
        before ? JSON.stringify(before) : null,
        JSON.stringify(after),
      ],
    );
    return { camp: campWire(after, now), created };
  });
}

/** A camp's audit log, oldest first. */
export function campEvents(db: Queryable, slug: string): Promise<ContentEventRow[]> {
  return db.query<ContentEventRow>(
    `SELECT action, actor, reason, ${utcInstant('at')} AS at, before, after
     FROM kids_camp_events WHERE camp_slug = $1 ORDER BY id`,
    [slug],
  );
}

interface ChildRow {
  id: number;
  first_name: string;
  age: number;
  batch: string;
  camp_slug: string;
  enrolled_at: string;
  purpose_version: string;
  given_at: string;
}

const childWire = ({ purpose_version, given_at, ...child }: ChildRow): KidsCampChild => ({
  ...child,
  consent: { purpose_version, given_at },
});

const childrenWhere = async (db: Queryable, where: string, params: unknown[]) =>
  (
    await db.query<ChildRow>(
      `SELECT c.id, c.first_name, c.age, c.batch, c.camp_slug,
         ${utcInstant('c.enrolled_at')} AS enrolled_at, k.purpose_version,
         ${utcInstant('k.given_at')} AS given_at
       FROM kids_camp_children c JOIN kids_camp_consents k ON k.id = c.consent_id
       WHERE ${where} ORDER BY c.id`,
      params,
    )
  ).map(childWire);

/** A parent's children, in the order they were enrolled. */
export const childrenOf = (db: Queryable, leadId: number) =>
  childrenWhere(db, 'c.lead_id = $1', [leadId]);

/** The parent's child; null when there is no such child or it is another parent's. */
export async function childOf(
  db: Queryable,
  leadId: number,
  childId: number,
): Promise<KidsCampChild | null> {
  return (await childrenWhere(db, 'c.id = $1 AND c.lead_id = $2', [childId, leadId]))[0] ?? null;
}

export interface NewChild {
  leadId: number;
  campSlug: string;
  firstName: string;
  age: number;
  batch: string;
  now: Date;
}

/**
 * Records the parent's consent and the child in one transaction. The parent's row is locked
 * first, so two enrolments at once cannot pass the limit together. 'limit' when the parent
 * already has as many children as one may.
 */
export function enrolChild(db: Database, child: NewChild): Promise<KidsCampChild | 'limit'> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM leads WHERE id = $1 FOR UPDATE', [child.leadId]);
    if ((await countChildren(tx, child.leadId)) >= KIDS_CAMP_CHILDREN_PER_PARENT) return 'limit';
    const at = child.now.toISOString();
    const [consent] = await tx.query<{ id: number }>(
      `INSERT INTO kids_camp_consents (lead_id, purpose_version, purpose, given_at)
       VALUES ($1, $2, $3, $4::timestamptz) RETURNING id`,
      [
        child.leadId,
        KIDS_CAMP_CONSENT.version,
        `${KIDS_CAMP_CONSENT.text}\n\n${KIDS_CAMP_CONSENT.text_hi}`,
        at,
      ],
    );
    if (!consent) throw new Error('a consent was not recorded');
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO kids_camp_children (lead_id, consent_id, camp_slug, first_name, age, batch,
         enrolled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) RETURNING id`,
      [child.leadId, consent.id, child.campSlug, child.firstName, child.age, child.batch, at],
    );
    if (!row) throw new Error('a child was not recorded');
    const [enrolled] = await childrenWhere(tx, 'c.id = $1', [row.id]);
    if (!enrolled) throw new Error('a child vanished inside its own enrolment');
    return enrolled;
  });
}

export async function countChildren(db: Queryable, leadId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM kids_camp_children WHERE lead_id = $1',
    [leadId],
  );
  return row?.count ?? 0;
}

/**
 * Withdraws the consent of the parent's child: the child's row goes, and the consent keeps only
 * that it was given and withdrawn, and when. Null when there is no such child of this parent.
 */
export function withdrawChild(
  db: Database,
  leadId: number,
  childId: number,
  now: Date,
): Promise<ConsentWithdrawn | null> {
  return db.transaction(async (tx) => {
    const [erased] = await tx.query<{ consent_id: number }>(
      'DELETE FROM kids_camp_children WHERE id = $1 AND lead_id = $2 RETURNING consent_id',
      [childId, leadId],
    );
    if (!erased) return null;
    const [consent] = await tx.query<{ given_at: string; withdrawn_at: string }>(
      `UPDATE kids_camp_consents SET withdrawn_at = $2::timestamptz, withdrawn_reason = 'parent'
       WHERE id = $1
       RETURNING ${utcInstant('given_at')} AS given_at, ${utcInstant('withdrawn_at')} AS withdrawn_at`,
      [erased.consent_id, now.toISOString()],
    );
    if (!consent) throw new Error('a consent vanished inside its own withdrawal');
    return {
      consent_id: erased.consent_id,
      given_at: consent.given_at,
      withdrawn_at: consent.withdrawn_at,
      child_erased: true,
    };
  });
}
