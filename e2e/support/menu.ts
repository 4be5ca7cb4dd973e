import { flattenMenu, type Language, ORG_ID, translate, visibleMenu } from '@leadline/contracts';

/** The titles of the pages in a demo user's menu, in menu order (no hidden items). */
export function menuTitles(
  user: { roles: readonly number[]; org: keyof typeof ORG_ID },
  language: Language = 'en',
): string[] {
  const items = flattenMenu(visibleMenu({ roles: user.roles, orgId: ORG_ID[user.org], env: 'PROD' }));
  return items.map((item) => translate(language, item.titleKey));
}
