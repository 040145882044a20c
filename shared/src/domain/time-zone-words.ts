import { LANGUAGE_LOCALES, type Language } from './languages';

/** India's zone under both of its IANA names (devices still report the old one). */
const INDIA_ZONES = new Set(['Asia/Kolkata', 'Asia/Calcutta']);

const INDIA_WORDS: Record<Language, string> = { en: 'IST', hi: 'भारतीय समय' };

const names = new Map<string, string>();

/**
 * A time zone as a member reads it, never its id: "IST" / "भारतीय समय" for India, where most
 * members are; elsewhere the zone's everyday name in the page's language ("Gulf Standard Time",
 * "खाड़ी मानक समय", "United Kingdom Time"), from Intl's generic long name, which stays the same
 * across summer time. Made once per zone and language.
 */
export function timeZoneWords(zone: string, language: Language): string {
  if (INDIA_ZONES.has(zone)) return INDIA_WORDS[language];
  const key = `${language}|${zone}`;
  let name = names.get(key);
  if (name === undefined) {
    name = zoneName(zone, LANGUAGE_LOCALES[language]);
    names.set(key, name);
  }
  return name;
}

function zoneName(zone: string, locale: string): string {
  const nameIn = (timeZone: string | undefined) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  try {
    return nameIn(zone);
  } catch {
    // A zone this browser does not know: the device's own, which is where it shows times.
    return nameIn(undefined);
  }
}
