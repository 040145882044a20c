import { DEFAULT_SUPPORT_PHONE } from '@yoga/shared';

/** Whom a member calls about their certificate: SUPPORT_PHONE at build time, as on the shell's pages. */
export const SUPPORT_PHONE = process.env.SUPPORT_PHONE ?? DEFAULT_SUPPORT_PHONE;
