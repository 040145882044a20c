import { leadRenamed, serviceApis } from '@yoga/shared';
import type { CodeSent, Profile, ProfileChange, SavedAddress } from '@yoga/shared/models';

export const profileApi = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in member's profile (`free-member/details`). */
    accountProfile: build.query<Profile, void>({
      query: () => 'free-member/details',
      providesTags: ['Member'],
    }),
    /** Changes the fields sent (`free-member/{id}`, PUT); the answer is the whole profile. */
    accountChangeProfile: build.mutation<Profile, { id: number; change: ProfileChange }>({
      query: ({ id, change }) => ({ url: `free-member/${id}`, method: 'PUT', body: change }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(profileApi.util.upsertQueryData('accountProfile', undefined, data));
        // The header greets the member by the new name at once.
        dispatch(leadRenamed({ id: data.id, name: data.name }));
      },
    }),
    /** Sends a code to the number the member wants to move their account to. */
    accountNewPhone: build.mutation<CodeSent, { phone_number: string }>({
      query: (body) => ({ url: 'member/phone-change', method: 'POST', body }),
    }),
    /** Moves the account with that code; every sign-in ends, this one too. */
    accountConfirmPhone: build.mutation<
      { phone_number: string; signed_out: boolean },
      { phone_number: string; code: string }
    >({
      query: (body) => ({ url: 'member/phone-change/verify', method: 'POST', body }),
    }),
    /** The member's addresses, the selected one (where gifts go) first. */
    accountAddresses: build.query<{ result: SavedAddress[] }, string>({
      query: (phone) => `member/addresses/${encodeURIComponent(phone)}`,
      providesTags: ['Address'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAccountProfileQuery,
  useAccountChangeProfileMutation,
  useAccountAddressesQuery,
  useAccountNewPhoneMutation,
  useAccountConfirmPhoneMutation,
} = profileApi;
