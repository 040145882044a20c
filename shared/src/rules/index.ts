/**
 * `@yoga/shared/rules`: pure rules that only pages loaded later use. They are bundled into those
 * pages' chunks rather than riding in the root entry, which every first view downloads (the home
 * page's JavaScript budget, decision 0006). Nothing here holds state, so a copy per remote is
 * harmless.
 */
export { nextChallengeOffer, type NextChallengeOffer } from '../domain/challenge-enrolment';
export { timeZoneWords } from '../domain/time-zone-words';
