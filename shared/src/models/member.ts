import type { Static } from 'typebox';
import type {
  CodeSentBody,
  LeadBody,
  MemberChallengeBody,
  SessionBody,
} from '../schemas/member-schemas';

export type Lead = Static<typeof LeadBody>;
export type SessionTokens = Static<typeof SessionBody>;
export type CodeSent = Static<typeof CodeSentBody>;
export type MemberChallenge = Static<typeof MemberChallengeBody>;
