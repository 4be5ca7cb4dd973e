import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, THEMES, type UserSettings } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DEFAULTS: UserSettings = { layout: DEFAULT_LAYOUT_SETTINGS, shortcuts: [], hiddenMenu: [] };

const HORIZONTAL: LayoutSettings = {
  layout: 'layout2',
  theme: 'deepOcean',
  mode: 'container',
  scroll: 'body',
  navbar: { display: false, folded: true, position: 'right' },
  toolbar: { display: true, style: 'static', position: 'above' },
  footer: { display: false, style: 'fixed', position: 'above' },
  quickPanel: true,
};

const settings = (token: string) =>
  server.call<UserSettings>({ method: 'GET', url: '/api/users/me/settings', token });

const put = (token: string, url: string, payload: unknown, language?: string) =>
  server.call<UserSettings>({
    method: 'PUT',
    url,
    token,
    payload: payload as Record<string, unknown>,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

const putLayout = (token: string, layout: unknown, language?: string) =>
  put(token, '/api/users/me/settings/layout', { layout }, language);
const putShortcuts = (token: string, shortcuts: unknown) =>
  put(token, '/api/users/me/shortcuts', { shortcuts });
const putHidden = (token: string, hiddenMenu: unknown) =>
  put(token, '/api/users/me/settings/hidden-menu', { hiddenMenu });

describe('GET /api/users/me/settings', () => {
  it('answers the default layout, no shortcuts and no hidden menu for a new user', async () => {
    const { status, body } = await settings(await server.login('vn1.qc'));
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Succeed!', data: DEFAULTS });
  });

  it('needs a token', async () => {
    const { status, body } = await server.call({ method: 'GET', url: '/api/users/me/settings' });
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });
});

describe('PUT /api/users/me/settings/layout', () => {
  it('stores a valid layout for the caller only', async () => {
    const token = await server.login('vn1.team-leader');
    const { status, body } = await putLayout(token, HORIZONTAL);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Succeed!', data: { ...DEFAULTS, layout: HORIZONTAL } });
    expect((await settings(token)).body.data.layout).toEqual(HORIZONTAL);
    // The session profile carries it too.
    const me = await server.call<{ info: { settings: UserSettings } }>({
      method: 'GET',
      url: '/api/agent/me',
      token,
    });
    expect(me.body.data.info.settings.layout).toEqual(HORIZONTAL);
    // Stored in the caller's org, and nobody else is touched.
    const row = await server.engine.db
      .selectFrom('userSettings')
      .select(['orgId', 'layout'])
      .where('userId', '=', await userIdOf(server, 'vn1.team-leader'))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ orgId: 4, layout: HORIZONTAL });
    for (const other of ['vn1.manager', 'th1.team-leader']) {
      expect((await settings(await server.login(other))).body.data, other).toEqual(DEFAULTS);
    }
  });

  it('accepts every theme of SPEC 2.6', async () => {
    const token = await server.login('th1.cs');
    // THEMES is SPEC 2.6's list (the contracts' user-settings test holds it to the spec).
    for (const theme of THEMES) {
      const { status, body } = await putLayout(token, { ...DEFAULT_LAYOUT_SETTINGS, theme });
      expect(status, theme).toBe(200);
      expect(body.data.layout.theme).toBe(theme);
    }
  });

  it('refuses an invalid layout with 400 and stores nothing', async () => {
    const token = await server.login('vn1.director');
    const stored: LayoutSettings = { ...DEFAULT_LAYOUT_SETTINGS, theme: 'sunset', mode: 'boxed' };
    expect((await putLayout(token, stored)).status).toBe(200);

    const invalid: Record<string, unknown> = {
      'unknown theme': { ...DEFAULT_LAYOUT_SETTINGS, theme: 'neon' },
      'container with layout1': { ...DEFAULT_LAYOUT_SETTINGS, layout: 'layout1', mode: 'container' },
      'unknown layout': { ...DEFAULT_LAYOUT_SETTINGS, layout: 'layout4' },
      'missing navbar': { ...DEFAULT_LAYOUT_SETTINGS, navbar: undefined },
      'bad toolbar style': {
        ...DEFAULT_LAYOUT_SETTINGS,
        toolbar: { display: true, style: 'sticky', position: 'below' },
      },
      'not an object': 'layout2',
    };
    for (const [name, layout] of Object.entries(invalid)) {
      const { status, body } = await putLayout(token, layout);
      expect(status, name).toBe(400);
      expect(body, name).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    }
    const container = await putLayout(token, { ...DEFAULT_LAYOUT_SETTINGS, mode: 'container' });
    expect(container.body.message).toBe(
      'Invalid input: body layout.mode: Container mode is for layouts 2 and 3',
    );
    expect((await settings(token)).body.data.layout).toEqual(stored);
  });

  it('accepts container mode with layouts 2 and 3', async () => {
    const token = await server.login('th1.marketing');
    for (const layout of ['layout2', 'layout3'] as const) {
      const { status, body } = await putLayout(token, { ...HORIZONTAL, layout });
      expect(status, layout).toBe(200);
      expect(body.data.layout).toEqual({ ...HORIZONTAL, layout });
    }
  });
});

describe('PUT /api/users/me/shortcuts', () => {
  it('stores route keys of the caller’s menu in the order given', async () => {
    const token = await server.login('vn1.agent');
    const { status, body } = await putShortcuts(token, ['callback.list', 'orders.list', 'dashboard']);
    expect(status).toBe(200);
    expect(body.data.shortcuts).toEqual(['callback.list', 'orders.list', 'dashboard']);
    expect((await settings(token)).body.data.shortcuts).toEqual([
      'callback.list',
      'orders.list',
      'dashboard',
    ]);

    const reordered = await putShortcuts(token, ['orders.management', 'callback.list']);
    expect(reordered.body.data.shortcuts).toEqual(['orders.management', 'callback.list']);
    expect((await settings(token)).body.data.shortcuts).toEqual(['orders.management', 'callback.list']);
  });

  it('refuses a key outside the caller’s menu with 400 and changes nothing', async () => {
    const token = await server.login('vn1.resell-agent');
    expect((await putShortcuts(token, ['orders.list'])).status).toBe(200);
    for (const shortcuts of [
      ['orders.transactionVerification'],
      ['orders.list', 'orders.reconcile'],
      ['no.such.page'],
      ['system.agentGroup'],
    ]) {
      const { status, body } = await putShortcuts(token, shortcuts);
      expect(status, shortcuts.join()).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
      expect(body.message).toContain('not in your menu');
    }
    expect((await settings(token)).body.data.shortcuts).toEqual(['orders.list']);
  });

  it('follows each user’s roles and country: finance in VN may star transaction verification', async () => {
    const finance = await server.login('vn1.finance');
    const { status, body } = await putShortcuts(finance, [
      'orders.transactionVerification',
      'orders.reconcile',
    ]);
    expect(status).toBe(200);
    expect(body.data.shortcuts).toEqual(['orders.transactionVerification', 'orders.reconcile']);
    // Pending postback is offered to agents in Thailand but not in Vietnam.
    const th1Agent = await server.login('th1.agent');
    expect((await putShortcuts(th1Agent, ['orders.pendingPostback'])).status).toBe(200);
    const vn4Agent = await server.login('vn4.agent');
    expect((await putShortcuts(vn4Agent, ['orders.pendingPostback'])).status).toBe(400);
  });

  it('drops repeated keys and clears with an empty list', async () => {
    const token = await server.login('th1.resell-agent');
    const repeated = await putShortcuts(token, ['orders.list', 'callback.list', 'orders.list']);
    expect(repeated.body.data.shortcuts).toEqual(['orders.list', 'callback.list']);
    const cleared = await putShortcuts(token, []);
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.shortcuts).toEqual([]);
    expect((await settings(token)).body.data.shortcuts).toEqual([]);
  });

  it('refuses a body that is not a list of keys', async () => {
    const token = await server.login('th1.auditor');
    for (const shortcuts of [
      'orders.list',
      [''],
      [1],
      Array.from({ length: 51 }, (_, index) => `k${index}`),
    ]) {
      const { status, body } = await putShortcuts(token, shortcuts);
      expect(status).toBe(400);
      expect(body.error).toBe('validation_error');
    }
  });
});

describe('PUT /api/users/me/settings/hidden-menu', () => {
  it('stores the hidden items without repeats and keeps the layout', async () => {
    const token = await server.login('th1.org-admin');
    expect((await putLayout(token, HORIZONTAL)).status).toBe(200);
    const { status, body } = await putHidden(token, ['orders.list', 'callback.list', 'orders.list']);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      layout: HORIZONTAL,
      shortcuts: [],
      hiddenMenu: ['orders.list', 'callback.list'],
    });
    expect((await settings(token)).body.data.hiddenMenu).toEqual(['orders.list', 'callback.list']);
    // Storing a layout later keeps the hidden items.
    const relaid = await putLayout(token, DEFAULT_LAYOUT_SETTINGS);
    expect(relaid.body.data.hiddenMenu).toEqual(['orders.list', 'callback.list']);
    // Another user of the same org is not affected.
    expect((await settings(await server.login('th1.validator'))).body.data.hiddenMenu).toEqual([]);
  });

  it('refuses an invalid list with 400 and changes nothing', async () => {
    const token = await server.login('th1.fulfilment');
    expect((await putHidden(token, ['orders.shipping'])).status).toBe(200);
    for (const hiddenMenu of [
      null,
      'orders.list',
      [42],
      Array.from({ length: 51 }, (_, index) => `k${index}`),
    ]) {
      const { status, body } = await putHidden(token, hiddenMenu);
      expect(status).toBe(400);
      expect(body.error).toBe('validation_error');
    }
    expect((await settings(token)).body.data.hiddenMenu).toEqual(['orders.shipping']);
  });
});
