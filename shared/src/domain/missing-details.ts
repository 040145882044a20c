/**
 * What the site still needs to know about a member (`lead/needmoredetails`, decision 0039):
 * their city, their state when they live in India (the states list is India's), and an address
 * to ship gifts to. In the order a form asks for them.
 */
export const MISSING_DETAILS = ['city', 'state', 'address'] as const;

export type MissingDetail = (typeof MISSING_DETAILS)[number];

export function missingDetails(member: {
  country_code: string;
  city: string | null;
  state: string | null;
  addresses: number;
}): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (!member.city) missing.push('city');
  if (!member.state && member.country_code === 'IN') missing.push('state');
  if (member.addresses === 0) missing.push('address');
  return missing;
}
