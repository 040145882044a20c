import type { OpsRole } from '@yoga/shared/domain';

/** Each role's name in the console's catalogue. */
export const ROLE_LABELS = {
  support: 'opsConsole.role.support',
  content: 'opsConsole.role.content',
  finance: 'opsConsole.role.finance',
  admin: 'opsConsole.role.admin',
} as const satisfies Record<OpsRole, string>;
