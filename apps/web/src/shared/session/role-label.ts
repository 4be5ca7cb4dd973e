import { ROLE_SLUG, type RoleCode } from '@leadline/contracts';

/** The locale key of a role's name; an unknown code reads as an agent. */
export function roleLabelKey(role: number): string {
  return `ROLES.${ROLE_SLUG[role as RoleCode] ?? 'agent'}`;
}
