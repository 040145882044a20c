import { isUntrackedPath } from '@yoga/shared/domain';
import type { ClientLogEvent } from '@yoga/shared/models';
import type { Queryable } from '../../db/database';

/*
 * The analytics events browsers send to `internal/logs` (decision 0046). One statement per batch,
 * whatever its size: a page hide on tens of thousands of phones at a batch's start is one insert
 * each, not fifty.
 */

export interface StoredBatch {
  accepted: number;
  dropped: number;
}

/** Keeps a batch's events, leaving out those of pages where nothing is recorded (children's). */
export async function storeClientEvents(
  db: Queryable,
  events: readonly ClientLogEvent[],
): Promise<StoredBatch> {
  const kept = events.filter((event) => !isUntrackedPath(event.page_path));
  if (kept.length > 0) {
    await db.query(
      `INSERT INTO client_events
         (occurred_at, event, user_type, session_id, device_id, page_path, page_name, properties)
       SELECT o, e, u, s, d, p, n, pr::jsonb
       FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::text[], $8::text[]) AS b(o, e, u, s, d, p, n, pr)`,
      [
        kept.map((event) => event.occurred_at),
        kept.map((event) => event.event),
        kept.map((event) => event.user_type),
        kept.map((event) => event.session_id),
        kept.map((event) => event.device_id),
        kept.map((event) => event.page_path),
        kept.map((event) => event.page_name ?? null),
        kept.map((event) => JSON.stringify(event.properties ?? {})),
      ],
    );
  }
  return { accepted: kept.length, dropped: events.length - kept.length };
}
