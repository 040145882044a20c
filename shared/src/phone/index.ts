/**
 * `@yoga/shared/phone`: reading a typed phone number, with libphonenumber-js's metadata (about
 * 27 KB compressed). Forms import it when a member starts typing a number, so first views do not
 * download it; the country list they show comes from the root entry (domain/phone-countries.ts).
 */
export { parsePhone, type ParsedPhone } from '../domain/phone-number';
