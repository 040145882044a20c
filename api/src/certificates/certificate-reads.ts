import { createTtlCache } from '../cache/ttl-cache';
import type { Queryable } from '../db/database';
import { findCertificate } from './certificate-repository';
import type { CertificateRecord } from './certificate-record';

/** A certificate as read, or that none has the id; beside it what was worked out from it. */
export interface CertificateRead {
  record: CertificateRecord | null;
  /** Whether its credential verified and says what the row says, once checked. */
  signatureValid?: boolean;
}

export interface CertificateReads {
  find(id: string): Promise<CertificateRead>;
  /** Drops what this process kept of a certificate it just changed. */
  forget(id: string): void;
}

/**
 * Certificates by id for the public routes (pages, downloads), kept a few seconds: a shared link
 * is opened by many at once. A change made in this process is seen at once; one made by another
 * process within `ttlMs`. Ids no certificate has are kept too, so guessing costs no database work.
 */
export function createCertificateReads(
  db: Queryable,
  {
    clock = () => new Date(),
    ttlMs = 5000,
    max = 20_000,
  }: { clock?: () => Date; ttlMs?: number; max?: number } = {},
): CertificateReads {
  const reads = createTtlCache<string, CertificateRead>(clock, {
    max,
    ttl: ttlMs,
    fetchMethod: async (id) => ({ record: await findCertificate(db, id) }),
  });
  return {
    async find(id) {
      const read = await reads.fetch(id);
      return read ?? { record: null };
    },
    forget: (id) => {
      reads.delete(id);
    },
  };
}
