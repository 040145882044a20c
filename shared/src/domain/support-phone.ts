/**
 * The support desk's phone when the build sets no SUPPORT_PHONE: the spec fixes that a default
 * exists (section 1, in share texts) but not its value, so this is a demo number. The shell's
 * static pages and mf-challenge's share texts both fall back to it.
 */
export const DEFAULT_SUPPORT_PHONE = '+91 22 4000 1234';
