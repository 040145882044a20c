import type { CountryCode } from '@yoga/shared';
import type * as PhoneModule from '@yoga/shared/phone';

type PhoneRules = typeof PhoneModule;

let loading: Promise<PhoneRules> | null = null;

/**
 * libphonenumber-js's metadata arrives when a member starts typing a number (or sends the form),
 * not with the page: it is the largest library of the sign-in forms, and most visits to / never
 * use them (docs/decisions/0032-first-view-speed.md). A failed download is tried again next time.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@yoga/shared/phone').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The typed number read for its country, `null` when it is not valid, or `'offline'`. */
export async function readPhone(
  number: string,
  country: CountryCode,
): Promise<ReturnType<PhoneRules['parsePhone']> | 'offline'> {
  try {
    return (await loadPhoneRules()).parsePhone(number, country);
  } catch {
    return 'offline';
  }
}
