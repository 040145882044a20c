import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { CertificateKeys } from './signing-keys';

/** Where verifiers look for the issuer's keys (RFC 8615); the certificate credential's `iss` is the site. */
export const JWKS_PATH = '/.well-known/jwks.json';

const JwksBody = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.String(),
      crv: Type.String(),
      x: Type.String(),
      kid: Type.String(),
      alg: Type.String(),
      use: Type.String(),
    }),
  ),
});

/**
 * The public keys that sign certificates, every one that ever signed, so a certificate issued
 * before a key rotation still verifies.
 */
export function registerJwks(app: FastifyInstance, keys: CertificateKeys): void {
  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ['lead'],
        summary: "Public: the certificate issuer's Ed25519 public keys (JWKS), old ones included",
        response: { 200: JwksBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return keys.publicKeys();
    },
  );
}
