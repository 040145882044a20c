import { CertificateKindField } from '@yoga/shared/schemas';
import { Type } from 'typebox';
import { fileAnswer } from '../http/file-answer';
import { WholeNumberText } from '../http/schemas';

/** The certificate routes' requests; their answers are in `@yoga/shared/schemas`. */

/** 16 characters of Crockford base32, as issued; anything else cannot be a certificate. */
export const CertificateIdParams = Type.Object({
  id: Type.String({
    pattern: '^[0-9A-HJKMNP-TV-Z]{16}$',
    description: 'A certificate id: 16 characters of Crockford base32',
  }),
});

export const CertificateStatusQuery = Type.Object({
  leadid: WholeNumberText({ minimum: 1, maximum: 2147483647 }),
  kind: Type.Optional(CertificateKindField),
  /** A challenge the member took part in before; their current one when left out. */
  challenge: Type.Optional(WholeNumberText({ minimum: 1, maximum: 2147483647 })),
});

/** The signed credential as a file: a VC-JWT, text. */
export const CredentialAnswer = fileAnswer('application/vc+jwt', { binary: false });
