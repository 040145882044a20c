import { serviceApis } from '@yoga/shared';
import type { Feedback, FeedbackChange, MyFeedback } from '@yoga/shared/models';

/** The member's feedback on their challenge, and whether it is asked for now (lead service). */
export const feedbackApi = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    challengeFeedback: build.query<MyFeedback, void>({
      query: () => 'lead/feedback',
      providesTags: ['Feedback'],
    }),
    /** Gives or changes it; the answer is kept as the member's, so home stops asking at once. */
    challengeSaveFeedback: build.mutation<Feedback, FeedbackChange>({
      query: (body) => ({ url: 'lead/feedback', method: 'PUT', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          feedbackApi.util.updateQueryData('challengeFeedback', undefined, (mine) => {
            mine.feedback = data;
          }),
        );
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useChallengeFeedbackQuery, useChallengeSaveFeedbackMutation } = feedbackApi;
