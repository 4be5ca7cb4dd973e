import { flattenMenu, type VisibleMenuGroup, visibleMenu } from '@leadline/contracts';
import { useMemo } from 'react';
import { useSession } from '../session/session';
import { useUserSettings } from '../user-settings/use-user-settings';

/** The navigation the user sees (roles, country, partner flag, hidden items) and its flat list. */
export function useMenu(): { groups: VisibleMenuGroup[]; items: ReturnType<typeof flattenMenu> } {
  const { access } = useSession();
  const { settings } = useUserSettings();
  return useMemo(() => {
    const groups = access ? visibleMenu(access, settings?.hiddenMenu ?? []) : [];
    return { groups, items: flattenMenu(groups) };
  }, [access, settings?.hiddenMenu]);
}
