import { serviceApis } from '@yoga/shared';
import type { SavedAddress } from '@yoga/shared/models';
import type { PostalAddress } from '@yoga/shared/ui-extra';

/** The member's address book (user service); every change reads the list again. */
export const addressesApi = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    /** Adds an address; it becomes the selected one, where gifts go. */
    accountAddAddress: build.mutation<SavedAddress, PostalAddress>({
      query: (address) => ({ url: 'member/address', method: 'POST', body: address }),
      invalidatesTags: ['Address', 'Member'],
    }),
    /** Replaces an address's fields; `selected` makes it the one gifts go to. */
    accountChangeAddress: build.mutation<
      SavedAddress,
      { id: number; address: PostalAddress; selected?: boolean }
    >({
      query: ({ id, address, selected }) => ({
        url: `member/address/${id}`,
        method: 'PUT',
        body: { ...address, ...(selected ? { selected } : {}) },
      }),
      invalidatesTags: ['Address'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAccountAddAddressMutation, useAccountChangeAddressMutation } = addressesApi;
