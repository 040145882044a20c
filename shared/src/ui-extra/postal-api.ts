import { serviceApis } from '@yoga/shared';
import type { AddressFormat, PinCode } from '@yoga/shared/models';

/**
 * What an address form asks the user service while the member types (decision 0041): what India
 * Post's directory says of a PIN code, and how a country abroad writes an address. Both are the
 * same for everyone, so they are kept for the page's life.
 */
export const postalApi = serviceApis.user.injectEndpoints({
  endpoints: (build) => ({
    kitPinCode: build.query<PinCode, string>({
      query: (pin) => `member/pincode/${pin}`,
      keepUnusedDataFor: 3600,
    }),
    kitAddressFormat: build.query<AddressFormat, string>({
      query: (country) => `member/address-format/${country}`,
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useKitPinCodeQuery, useKitAddressFormatQuery } = postalApi;
