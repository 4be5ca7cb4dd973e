import type { EndpointDefinition } from '../../endpoint-definition.js';
import {
  updateHiddenMenuSchema,
  updateLayoutSchema,
  updateShortcutsSchema,
  userSettingsSchema,
} from './user-settings.js';

/** The caller's own layout, shortcuts and hidden menu items (SPEC.md 2.6). */
export const USER_SETTINGS_ENDPOINTS = {
  mySettings: {
    method: 'GET',
    path: '/api/users/me/settings',
    summary: 'The caller’s layout, shortcuts and hidden menu items',
    tag: 'settings',
    access: 'authenticated',
    data: userSettingsSchema,
  },
  updateMyLayout: {
    method: 'PUT',
    path: '/api/users/me/settings/layout',
    summary: 'Stores the caller’s layout and theme',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateLayoutSchema,
    data: userSettingsSchema,
  },
  updateMyShortcuts: {
    method: 'PUT',
    path: '/api/users/me/shortcuts',
    summary: 'Stores the caller’s starred pages',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateShortcutsSchema,
    data: userSettingsSchema,
  },
  updateMyHiddenMenu: {
    method: 'PUT',
    path: '/api/users/me/settings/hidden-menu',
    summary: 'Stores the menu items the caller hid',
    tag: 'settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateHiddenMenuSchema,
    data: userSettingsSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
