import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, layoutSettingsSchema } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

export interface StoredSettings {
  layout: LayoutSettings;
  hiddenMenu: string[];
  shortcuts: string[];
}

/** A stored layout that no longer parses (an option renamed) falls back to the default. */
function parseLayout(value: unknown): LayoutSettings {
  const parsed = layoutSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LAYOUT_SETTINGS;
}

export async function readSettings(trx: ScopedDb, userId: number): Promise<StoredSettings> {
  const [settings, shortcuts] = await Promise.all([
    trx
      .selectFrom('userSettings')
      .select(['layout', 'hiddenMenu'])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    trx
      .selectFrom('userShortcuts')
      .select('routeKey')
      .where('userId', '=', userId)
      .orderBy('position')
      .execute(),
  ]);
  return {
    layout: parseLayout(settings?.layout),
    hiddenMenu: settings?.hiddenMenu ?? [],
    shortcuts: shortcuts.map((row) => row.routeKey),
  };
}

export async function saveSettings(
  trx: ScopedDb,
  owner: { userId: number; orgId: number },
  values: { layout?: LayoutSettings; hiddenMenu?: string[] },
): Promise<void> {
  const current = await readSettings(trx, owner.userId);
  const layout = JSON.stringify(values.layout ?? current.layout);
  const hiddenMenu = JSON.stringify(values.hiddenMenu ?? current.hiddenMenu);
  await trx
    .insertInto('userSettings')
    .values({ userId: owner.userId, orgId: owner.orgId, layout, hiddenMenu })
    .onConflict((conflict) =>
      conflict.column('userId').doUpdateSet({ layout, hiddenMenu, updatedAt: new Date() }),
    )
    .execute();
}

export async function replaceShortcuts(
  trx: ScopedDb,
  owner: { userId: number; orgId: number },
  routeKeys: string[],
): Promise<void> {
  await trx.deleteFrom('userShortcuts').where('userId', '=', owner.userId).execute();
  if (routeKeys.length === 0) return;
  await trx
    .insertInto('userShortcuts')
    .values(
      routeKeys.map((routeKey, position) => ({
        userId: owner.userId,
        orgId: owner.orgId,
        routeKey,
        position,
      })),
    )
    .execute();
}
