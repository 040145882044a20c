import type { CodeSent } from '@yoga/shared/models';
import { Type, type Static } from 'typebox';
import type { Assert, Equal } from '../http/type-equality';

/** What asking for a code answers, whether by joining (lead) or by signing in (auth). */
export const CodeSentBody = Type.Object(
  {
    message: Type.String(),
    phone_number: Type.String(),
    resendAfterSeconds: Type.Integer(),
    expiresInSeconds: Type.Integer(),
  },
  { $id: 'CodeSent' },
);

export type CodeSentReply = Static<typeof CodeSentBody>;

type _CodeSentIsShared = Assert<Equal<CodeSentReply, CodeSent>>;
