import { flattenMenu, type Language, ORG_ID, translate, visibleMenu } from '@leadline/contracts';

/** The titles of the pages in a demo user's menu, in menu order (no hidden items). */
export function menuTitles(
  user: { roles: readonly number[]; org: keyof typeof ORG_ID },
  language: Language = 'en',
): string[] {
  const items = flattenMenu(visibleMenu({ roles: user.roles, orgId: ORG_ID[user.org], env: 'PROD' }));
  return items.map((item) => translate(language, item.titleKey));
}

/**
 * What the menu search should suggest for a needle: titles that contain it in menu order, then the
 * pages whose other words (their tabs, other names) contain it; at most `limit`.
 */
export function expectedSuggestions(
  user: { roles: readonly number[]; org: keyof typeof ORG_ID },
  needle: string,
  limit: number,
  language: Language = 'en',
): string[] {
  const items = flattenMenu(visibleMenu({ roles: user.roles, orgId: ORG_ID[user.org], env: 'PROD' }));
  const text = needle.trim().toLowerCase();
  const title = (item: (typeof items)[number]) => translate(language, item.titleKey);
  const byTitle = items.filter((item) => title(item).toLowerCase().includes(text));
  const byKeywords = items.filter(
    (item) =>
      !byTitle.includes(item) &&
      item.keywordsKey !== undefined &&
      translate(language, item.keywordsKey).toLowerCase().includes(text),
  );
  return [...byTitle, ...byKeywords].slice(0, limit).map(title);
}
