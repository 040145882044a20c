import { serviceApis } from '@yoga/shared';
import type { Offer } from '@yoga/shared/models';

/** Whether the member is offered the paid membership now, at what prices (subscription). */
export const offerApi = serviceApis.subscription.injectEndpoints({
  endpoints: (build) => ({
    challengeOffer: build.query<Offer, void>({ query: () => 'offer' }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeOfferQuery } = offerApi;
