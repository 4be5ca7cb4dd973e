import { findOrg } from '@leadline/contracts';
import { useSession } from './session';

/**
 * The signed-in user's org time zone (DOMAIN.md: times are shown in the org's zone): every date and
 * time the screens show or take is read on this clock, whatever the computer's own clock says.
 */
export function useOrgTimeZone(): string {
  const { me } = useSession();
  return me?.info.timeZone || findOrg(me?.info.orgId ?? -1)?.timeZone || 'UTC';
}
