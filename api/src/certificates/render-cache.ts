import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db/database';
import type { CertificateFacts } from './certificate-record';
import { renderCertificatePdf } from './render/render-pdf';
import { renderCertificatePng } from './render/render-png';

export type RenderFormat = 'pdf' | 'png';

export const RENDER_MEDIA_TYPES: Record<RenderFormat, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
};

/** Bump when the drawing changes: every certificate is then drawn again, once, on its next download. */
const LAYOUT_VERSION = 1;

export interface RenderedFile {
  body: Buffer;
  /** The content address: the hash of what the file shows and how it is drawn. */
  hash: string;
}

export interface RenderCache {
  /** The hash a file of these facts has, without drawing it (for ETag checks). */
  hashOf(facts: CertificateFacts, format: RenderFormat): string;
  file(facts: CertificateFacts, format: RenderFormat): Promise<RenderedFile>;
  /** Drops a drawn file from this process's memory (its holder's data is erased). */
  forget(hash: string): void;
}

const RENDERERS: Record<RenderFormat, (facts: CertificateFacts) => Promise<Buffer>> = {
  pdf: renderCertificatePdf,
  png: renderCertificatePng,
};

/**
 * Certificates are drawn once and kept by content address: in this process's memory (the most
 * downloaded, up to `maxBytes`), then in the database for every process and restart. Downloads at
 * once of a certificate not drawn yet wait for one drawing (the cache's fetch joins them).
 */
export function createRenderCache(
  db: Queryable,
  { maxBytes = 64 * 1024 * 1024 }: { maxBytes?: number } = {},
): RenderCache {
  const hashOf = (facts: CertificateFacts, format: RenderFormat) =>
    createHash('sha256')
      .update(JSON.stringify({ layout: LAYOUT_VERSION, format, facts }))
      .digest('base64url');

  const files = new LRUCache<string, Buffer, { facts: CertificateFacts; format: RenderFormat }>({
    maxSize: maxBytes,
    sizeCalculation: (body) => body.length,
    fetchMethod: async (hash, _stale, { context }) => {
      const [kept] = await db.query<{ body: Buffer | Uint8Array }>(
        'SELECT body FROM certificate_renders WHERE content_hash = $1',
        [hash],
      );
      if (kept) return Buffer.from(kept.body);
      const body = await RENDERERS[context.format](context.facts);
      await db.query(
        `INSERT INTO certificate_renders (content_hash, media_type, body) VALUES ($1, $2, $3)
         ON CONFLICT (content_hash) DO NOTHING`,
        [hash, RENDER_MEDIA_TYPES[context.format], body],
      );
      return body;
    },
  });

  return {
    hashOf,
    forget: (hash) => {
      files.delete(hash);
    },
    async file(facts, format) {
      const hash = hashOf(facts, format);
      const body = await files.fetch(hash, { context: { facts, format } });
      if (!body) throw new Error(`certificate ${facts.id} could not be drawn`);
      return { body, hash };
    },
  };
}
