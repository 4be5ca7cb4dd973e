import type { ComponentType } from 'react';
import {
  DeliveryCutoffTab,
  DeliveryRiskTab,
  LogisticsTab,
  PaymentAccountTab,
  PostbacksTab,
  WebPhoneTab,
} from '../org-settings';
import { UsersTab } from '../users';

export interface SettingsTab {
  /** In the address (?tab=users) and the test ids. */
  key: string;
  /** The tab's title, a locale key of the feature that owns the tab. */
  labelKey: string;
  component: ComponentType;
}

/**
 * The tabs of /apps/settings/crm, in order. A tab is one line here: Users, then the org's settings
 * (docs/settings.md).
 */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'users', labelKey: 'USERS.TAB', component: UsersTab },
  { key: 'web-phone', labelKey: 'ORG_SETTINGS.TAB.WEB_PHONE', component: WebPhoneTab },
  { key: 'logistics', labelKey: 'ORG_SETTINGS.TAB.LOGISTICS', component: LogisticsTab },
  { key: 'payment', labelKey: 'ORG_SETTINGS.TAB.PAYMENT', component: PaymentAccountTab },
  { key: 'postbacks', labelKey: 'ORG_SETTINGS.TAB.POSTBACKS', component: PostbacksTab },
  { key: 'delivery-cutoff', labelKey: 'ORG_SETTINGS.TAB.CUTOFF', component: DeliveryCutoffTab },
  { key: 'delivery-risk', labelKey: 'ORG_SETTINGS.TAB.DELIVERY_RISK', component: DeliveryRiskTab },
];
