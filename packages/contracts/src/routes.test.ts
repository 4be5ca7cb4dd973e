import { describe, expect, it } from 'vitest';
import type { AppRouteDefinition } from './routes.js';
import { APP_ROUTES, buildPath, findRoute, matchRoute, PATHS, ROUTE_REDIRECTS } from './routes.js';

/** SPEC.md 2.1, the Route column of the menu table. */
const SPEC_MENU_PATHS = [
  '/apps/dashboard',
  '/apps/customers/cdrs',
  '/apps/orders/list',
  '/apps/orders/management',
  '/apps/orders/pendingPostback',
  '/apps/orders/transactionVerification',
  '/apps/orders/distribution/all',
  '/apps/orders/validation',
  '/apps/orders/reconcile',
  '/apps/orders/shipping',
  '/apps/orders/shipping-kerry',
  '/apps/orders/shipping-sap',
  '/apps/orders/shipping-pending',
  '/apps/orders/trash-management',
  '/apps/callback/list',
  '/apps/callback/management',
  '/apps/products/management',
  '/apps/product-combo/management',
  '/apps/product-promotion/management',
  '/apps/system/agent-group/all',
];

/** SPEC.md 2.2, copied with the SPEC's {param} notation. */
const SPEC_OTHER_PATHS = [
  '/apps/orders/edit/{typeLead}/{leadId}',
  '/apps/orders/trash/{typeLead}/{leadId}',
  '/apps/orders/listorder/{returnList}/{typeLead}/{leadId}',
  '/apps/orders/listorder/returnList/UpdateLead/{leadId}',
  '/apps/orders/create/{typeLead}',
  '/apps/orders/validation/detail/{orderId}',
  '/apps/orders/validation/{typeLead}/{leadId}',
  '/apps/orders/manipulation',
  '/apps/orders/distribution/{id}',
  '/apps/orders/shipping-dhl',
  '/apps/campaign/management',
  '/apps/campaign/configurations',
  '/apps/settings/crm',
  '/apps/profile',
  '/apps/auto-dialer/{leadId}',
  '/apps/errors/error-404',
  '/apps/errors/error-500',
  '/apps/errors/deny-access',
  '/apps/errors/deny-lead-access',
  '/auth/login',
  '/auth/login-auto-dial',
  '/auth/forgot-password',
  '/auth/logout',
];

/** SPEC.md 2.3 ("/apps/callback goes to a list path" is checked separately). */
const SPEC_REDIRECTS: [string, string][] = [
  ['/apps/orders', '/apps/orders/list'],
  ['/apps/campaign', '/apps/campaign/management'],
  ['/apps/customers', '/apps/customers/cdrs'],
  ['/apps/products', '/apps/products/management'],
  ['/apps/settings', '/apps/settings/crm'],
  ['/', '/apps/dashboard'],
];

const toRouterPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
const routes = APP_ROUTES as readonly AppRouteDefinition[];
const routePaths = routes.map((route) => route.path);

describe('APP_ROUTES', () => {
  it.each(SPEC_MENU_PATHS)('has the SPEC 2.1 route %s', (path) => {
    expect(routePaths).toContain(path);
  });

  it.each(SPEC_OTHER_PATHS.map(toRouterPath))('has the SPEC 2.2 route %s', (path) => {
    expect(routePaths).toContain(path);
  });

  it('has no route outside SPEC 2.1 and 2.2 but our documented ones', () => {
    // Ours: the live board (docs/presence.md).
    // and the web phone's own page, loaded in the shell's phone frame (docs/telephony.md).
    const ownPaths = ['/apps/agents/live-board', '/apps/phone'];
    const specPaths = new Set([...SPEC_MENU_PATHS, ...SPEC_OTHER_PATHS.map(toRouterPath), ...ownPaths]);
    expect(routePaths.filter((path) => !specPaths.has(path))).toEqual([]);
  });

  it('has unique keys and paths', () => {
    expect(new Set(routes.map((route) => route.key)).size).toBe(routes.length);
    expect(new Set(routePaths).size).toBe(routes.length);
  });

  it('hides navbar, toolbar and footer on error and login pages only (SPEC 2.3)', () => {
    for (const route of routes) {
      // The phone page fills the shell's web phone frame (docs/telephony.md).
      const bare =
        route.path.startsWith('/apps/errors/') ||
        route.path.startsWith('/auth/') ||
        route.path === '/apps/phone';
      expect(route.bare ?? false, route.path).toBe(bare);
    }
  });

  it('only the login pages and the error pages are reachable without a session', () => {
    const publicPaths = routes.filter((route) => route.public).map((route) => route.path);
    expect(publicPaths.sort()).toEqual([
      '/apps/errors/deny-access',
      '/apps/errors/deny-lead-access',
      '/apps/errors/error-404',
      '/apps/errors/error-500',
      '/auth/forgot-password',
      '/auth/login',
      '/auth/logout',
    ]);
  });

  it('every /apps page outside the error pages has an auth rule', () => {
    for (const route of routes) {
      if (route.path.startsWith('/apps/') && !route.path.startsWith('/apps/errors/')) {
        expect(route.auth?.length ?? 0, route.path).toBeGreaterThan(0);
      }
    }
  });

  it('PATHS only names existing routes', () => {
    for (const path of Object.values(PATHS)) expect(routePaths).toContain(path);
  });

  it('findRoute finds by key', () => {
    expect(findRoute('orders.validationDetail')?.path).toBe('/apps/orders/validation/detail/:orderId');
    expect(findRoute('nope')).toBeUndefined();
  });
});

describe('ROUTE_REDIRECTS (SPEC 2.3)', () => {
  it.each(SPEC_REDIRECTS)('%s goes to %s', (from, to) => {
    expect(ROUTE_REDIRECTS[from]).toBe(to);
  });

  it('/apps/callback goes to a callback list path', () => {
    expect(ROUTE_REDIRECTS['/apps/callback']).toBe('/apps/callback/list');
  });

  it('every target is a static route', () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      expect(routePaths, `${from} -> ${to}`).toContain(to);
      expect(to).not.toContain(':');
    }
  });

  it('unknown paths match no route (the router sends them to error-404)', () => {
    expect(PATHS.notFound).toBe('/apps/errors/error-404');
    expect(matchRoute('/apps/unknown')).toBeUndefined();
    expect(matchRoute('/apps/orders/list/extra')).toBeUndefined();
    expect(matchRoute('/totally/unknown/path')).toBeUndefined();
  });
});

describe('matchRoute', () => {
  it.each(routes.filter((route) => !route.path.includes(':')))('finds the static route $path', (route) => {
    expect(matchRoute(route.path)?.key).toBe(route.key);
  });

  it.each([
    ['/apps/orders/validation/detail/5', 'orders.validationDetail'],
    ['/apps/orders/validation/SO/5', 'orders.validationLead'],
    ['/apps/orders/listorder/returnList/UpdateLead/7', 'orders.listorderUpdateLead'],
    ['/apps/orders/listorder/returnOther/SO/7', 'orders.listorder'],
    ['/apps/orders/listorder/returnList/SO/7', 'orders.listorder'],
    ['/apps/orders/edit/SO/12', 'orders.edit'],
    ['/apps/orders/trash/LEAD/12', 'orders.trash'],
    ['/apps/orders/create/1', 'orders.create'],
    ['/apps/orders/distribution/all', 'orders.distribution'],
    ['/apps/orders/distribution/42', 'orders.distributionDetail'],
    ['/apps/auto-dialer/99', 'autoDialer'],
    ['/apps/dashboard/', 'dashboard'],
  ])('%s is %s', (pathname, key) => {
    expect(matchRoute(pathname)?.key).toBe(key);
  });

  it('needs a value for every parameter', () => {
    expect(matchRoute('/apps/orders/edit//12')).toBeUndefined();
    expect(matchRoute('/apps/orders/create/')).toBeUndefined();
  });

  it('is case-sensitive on static segments', () => {
    expect(matchRoute('/apps/orders/listorder/returnList/updatelead/7')?.key).toBe('orders.listorder');
  });
});

describe('buildPath', () => {
  it('fills parameters and encodes them', () => {
    expect(buildPath('/apps/orders/edit/:typeLead/:leadId', { typeLead: 'SO', leadId: 5 })).toBe(
      '/apps/orders/edit/SO/5',
    );
    expect(buildPath('/apps/orders/create/:typeLead', { typeLead: 'a/b' })).toBe('/apps/orders/create/a%2Fb');
  });

  it('round-trips with matchRoute', () => {
    const path = buildPath('/apps/orders/validation/detail/:orderId', { orderId: 77 });
    expect(matchRoute(path)?.key).toBe('orders.validationDetail');
  });
});
