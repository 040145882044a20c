import type { Static } from 'typebox';
import type {
  ConsentWithdrawnBody,
  KidsCampAnswerBody,
  KidsCampBody,
  KidsCampChildBody,
  KidsCampChildInput,
} from '../schemas/kids-camp-schemas';

export type KidsCamp = Static<typeof KidsCampBody>;
export type KidsCampAnswer = Static<typeof KidsCampAnswerBody>;
export type KidsCampChild = Static<typeof KidsCampChildBody>;
export type KidsCampChildNew = Static<typeof KidsCampChildInput>;
export type ConsentWithdrawn = Static<typeof ConsentWithdrawnBody>;
