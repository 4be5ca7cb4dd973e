import type { ComponentType } from 'react';
import { UsersTab } from '../users';

export interface SettingsTab {
  /** In the address (?tab=users) and the test ids. */
  key: string;
  /** The tab's title, a locale key of the feature that owns the tab. */
  labelKey: string;
  component: ComponentType;
}

/**
 * The tabs of /apps/settings/crm, in order. A tab is one line here: the org settings of issue 10
 * item 7 join as their features build them.
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'users', labelKey: 'USERS.TAB', component: UsersTab },
];
