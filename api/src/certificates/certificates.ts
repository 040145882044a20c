import type { JWK } from 'jose';
import type { Queryable } from '../db/database';
import { createCertificateReads, type CertificateReads } from './certificate-reads';
import type { CredentialSigner } from './certificate-repository';
import { signCredential } from './credential';
import { createRenderCache, type RenderCache } from './render-cache';
import { createCertificateKeys, type CertificateKeys } from './signing-keys';

/** Certificates' shared parts in one process: the keys, the signer, drawn files, public reads. */
export interface Certificates {
  keys: CertificateKeys;
  sign: CredentialSigner;
  renders: RenderCache;
  reads: CertificateReads;
}

export function createCertificates(
  db: Queryable,
  {
    signingKey,
    clock,
  }: {
    signingKey: JWK | null;
    /** Ages the cached public keys and certificate reads (the app's clock; tools take the real one). */
    clock?: () => Date;
  },
): Certificates {
  const keys = createCertificateKeys(db, { configuredKey: signingKey, clock });
  return {
    keys,
    sign: async (facts) => {
      const key = await keys.signingKey();
      return { jwt: await signCredential(facts, key), kid: key.kid };
    },
    renders: createRenderCache(db),
    reads: createCertificateReads(db, { clock }),
  };
}
