import {
  type AccessContext,
  flattenMenu,
  type LayoutSettings,
  type UserSettings,
  visibleMenu,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { invalidInput } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { readSettings, replaceShortcuts, saveSettings } from './user-settings.repository.js';

function owner(user: SessionUser) {
  return { userId: user.userId, orgId: user.orgId };
}

/** Shortcuts may only name pages the user's menu offers (unique, in the order given). */
function checkShortcuts(keys: string[], ctx: AccessContext): string[] {
  const allowed = new Set<string>(flattenMenu(visibleMenu(ctx)).map((item) => item.route));
  const unknown = keys.filter((key) => !allowed.has(key));
  if (unknown.length > 0) throw invalidInput(`shortcuts: not in your menu: ${unknown.join(', ')}`);
  return [...new Set(keys)];
}

export function getSettings(trx: ScopedDb, user: SessionUser): Promise<UserSettings> {
  return readSettings(trx, user.userId);
}

export async function updateLayout(
  trx: ScopedDb,
  user: SessionUser,
  layout: LayoutSettings,
): Promise<UserSettings> {
  await saveSettings(trx, owner(user), { layout });
  return readSettings(trx, user.userId);
}

export async function updateHiddenMenu(
  trx: ScopedDb,
  user: SessionUser,
  hiddenMenu: string[],
): Promise<UserSettings> {
  await saveSettings(trx, owner(user), { hiddenMenu: [...new Set(hiddenMenu)] });
  return readSettings(trx, user.userId);
}

export async function updateShortcuts(
  trx: ScopedDb,
  user: SessionUser,
  ctx: AccessContext,
  shortcuts: string[],
): Promise<UserSettings> {
  await replaceShortcuts(trx, owner(user), checkShortcuts(shortcuts, ctx));
  return readSettings(trx, user.userId);
}
