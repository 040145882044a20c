import { PlainText } from '@yoga/shared/schemas';
import { Type, type Static } from 'typebox';

const Title = () => PlainText({ minLength: 1, maxLength: 120 });

/** `PUT program/{id}/title` (ops): a challenge's name, always in both languages (decision 0025). */
export const ChallengeTitleInput = Type.Object(
  { title: Title(), title_hi: Title() },
  { additionalProperties: false },
);

export type ChallengeTitleInputRow = Static<typeof ChallengeTitleInput>;

export const ChallengeTitleBody = Type.Object(
  { id: Type.Integer(), title: Type.String(), title_hi: Type.String() },
  { $id: 'ChallengeTitle' },
);

export type ChallengeTitleRow = Static<typeof ChallengeTitleBody>;
