import type { Profile, SavedAddress } from '@yoga/shared/models';
import { testMember } from '@yoga/shared/testing';

/** The signed-in member of the tests, and API problems, as every remote's tests use them. */
export { testMember as member, problemBody as problem } from '@yoga/shared/testing';

export const profile = (fields: Partial<Profile> = {}): Profile => ({
  ...testMember,
  city: null,
  state: null,
  preferred_language: null,
  preferred_batch: null,
  reminder: false,
  ...fields,
});

export const savedAddress = (fields: Partial<SavedAddress> = {}): SavedAddress => ({
  id: 31,
  phone_number: testMember.phone_number,
  line1: '12 MG Road',
  line2: 'Flat 4B',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  country_code: 'IN',
  created_at: '2026-11-20T04:00:00.000Z',
  ...fields,
});

export const PROFILE = 'GET /api/user/free-member/details';
export const CHANGE_PROFILE = `PUT /api/user/free-member/${testMember.id}`;
export const ADDRESSES = `GET /api/user/member/addresses/${encodeURIComponent(testMember.phone_number)}`;
