import type { MenuGroupKey, MenuItemDefinition } from '../menu.js';
import { MENU_GROUPS, MENU_ITEMS } from '../menu.js';
import { countryVariantOf, findOrg } from '../orgs.js';
import type { AppRouteDefinition } from '../routes.js';
import { APP_ROUTES } from '../routes.js';
import type { AccessContext } from './access-context.js';
import { canAccessRoute } from './route-access.js';

export interface VisibleMenuItem extends MenuItemDefinition {
  path: string;
  titleKey: string;
}

export interface VisibleMenuGroup {
  key: MenuGroupKey | null;
  titleKey: string | null;
  icon: string | null;
  items: VisibleMenuItem[];
}

function routeOf(item: MenuItemDefinition): AppRouteDefinition {
  const route = (APP_ROUTES as readonly AppRouteDefinition[]).find(
    (candidate) => candidate.key === item.route,
  );
  if (!route) throw new Error(`Menu item ${item.route} has no route`);
  return route;
}

function isItemShown(item: MenuItemDefinition, ctx: AccessContext, hiddenRoutes: readonly string[]): boolean {
  if (hiddenRoutes.includes(item.route)) return false;
  if (item.onlyIn && !item.onlyIn.includes(countryVariantOf(ctx.orgId))) return false;
  if (item.requiresSapFlow && !findOrg(ctx.orgId)?.sapFlow) return false;
  return canAccessRoute(routeOf(item), ctx);
}

/**
 * The navigation a user sees: items their roles pass, minus country variants, the partner
 * flag, forced-hidden groups and the items the user hid. Empty groups are dropped.
 */
export function visibleMenu(ctx: AccessContext, hiddenRoutes: readonly string[] = []): VisibleMenuGroup[] {
  const toVisible = (item: MenuItemDefinition): VisibleMenuItem => {
    const route = routeOf(item);
    return { ...item, path: route.path, titleKey: route.titleKey };
  };
  const topLevel = MENU_ITEMS.filter((item) => item.group === null && isItemShown(item, ctx, hiddenRoutes));
  const groups: VisibleMenuGroup[] = topLevel.map((item) => ({
    key: null,
    titleKey: null,
    icon: null,
    items: [toVisible(item)],
  }));
  // The groups whose items this group shows: itself, and forced-hidden ones moved here.
  const sourcesOf = (key: MenuGroupKey) => [
    key,
    ...MENU_GROUPS.filter((group) => group.forcedHidden && group.itemsShownIn === key).map(
      (group) => group.key,
    ),
  ];
  for (const group of MENU_GROUPS) {
    if (group.forcedHidden) continue;
    const sources = sourcesOf(group.key);
    const items = MENU_ITEMS.filter(
      (item) => item.group !== null && sources.includes(item.group) && isItemShown(item, ctx, hiddenRoutes),
    );
    if (items.length > 0) {
      groups.push({
        key: group.key,
        titleKey: group.titleKey,
        icon: group.icon,
        items: items.map(toVisible),
      });
    }
  }
  return groups;
}

export function flattenMenu(groups: readonly VisibleMenuGroup[]): VisibleMenuItem[] {
  return groups.flatMap((group) => group.items);
}
