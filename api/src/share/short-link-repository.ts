import type { ShareChannel } from '@yoga/shared/models';
import type { Queryable } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { randomCode } from './random-code';

/** 55^8 codes: guessing one that exists is hopeless, and it still fits a WhatsApp status. */
const CODE_LENGTH = 8;

/**
 * The member's short link for one share channel: made once, the same code every time after, so
 * a link shared yesterday keeps working and the channel it came through stays known.
 */
export async function shortLinkCode(
  db: Queryable,
  leadId: number,
  channel: ShareChannel,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await db.query<{ code: string }>(
        `INSERT INTO short_links (code, lead_id, channel) VALUES ($1, $2, $3)
         ON CONFLICT (lead_id, channel) DO UPDATE SET channel = EXCLUDED.channel
         RETURNING code`,
        [randomCode(CODE_LENGTH), leadId, channel],
      );
      if (row) return row.code;
    } catch (error) {
      // Another link already has this code: draw again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export interface ShortLinkTarget {
  slug: string;
  name: string;
  channel: ShareChannel;
}

export async function resolveShortLink(
  db: Queryable,
  code: string,
): Promise<ShortLinkTarget | null> {
  const [row] = await db.query<ShortLinkTarget>(
    `SELECT l.slug, l.name, s.channel FROM short_links s JOIN leads l ON l.id = s.lead_id
     WHERE s.code = $1`,
    [code],
  );
  return row ?? null;
}
