import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** Security headers on the HTML, the files and the API (docs/security.md). */

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let server: TestServer;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'leadline-csp-'));
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><html><head><script src="/app-config.js"></script></head><body></body></html>',
    );
    server = await startTestServer({ WEB_DIST_DIR: distDir, AUTH_BASE_URL: 'https://auth.example.com/' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('sends the SPA page a CSP without inline script, framed only by itself', async () => {
    const page = await get('/apps/orders/list');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // MUI (emotion) writes <style> tags at run time.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    // The login posts to AUTH_BASE_URL's origin.
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://auth.example.com']);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets the page frame the web phone host an org configured, and no other', async () => {
    const admin = await server.login('vn1.admin');
    const saved = await server.call({
      method: 'PUT',
      url: '/api/telephony/settings',
      token: admin,
      payload: { webPhoneUrl: 'https://phone.example.net:8443/webphone?agent=1' },
    });
    expect(saved.status).toBe(200);
    const thAdmin = await server.login('th1.admin');
    await server.call({
      method: 'PUT',
      url: '/api/telephony/settings',
      token: thAdmin,
      payload: { webPhoneUrl: '/apps/phone' },
    });
    const page = await get('/apps/phone');
    expect(directives(page.headers['content-security-policy']).get('frame-src')).toEqual([
      "'self'",
      'https://phone.example.net:8443',
    ]);
    // The API's answers are never framed, whatever the settings.
    const api = await get('/api/agent/me');
    expect(directives(api.headers['content-security-policy']).get('frame-src')).toEqual(["'self'"]);
    // The framed web phone may ask for the microphone; nothing else may be asked for.
    expect(page.headers['permissions-policy']).toBe(
      'camera=(), geolocation=(), payment=(), usb=(), microphone=(self "https://phone.example.net:8443")',
    );
    expect(api.headers['permissions-policy']).toBe(
      'camera=(), geolocation=(), payment=(), usb=(), microphone=(self)',
    );
  });

  // Answers carry customer names and phones: no cache between may keep them.
  it('sends Cache-Control no-store with every API answer, and leaves the page and files theirs', async () => {
    const token = await server.login('vn1.admin');
    const answers = [
      await get('/api/users', { authorization: `Bearer ${token}` }),
      await get('/api/agent/me'),
      await get('/api/no-such-call'),
      await get('/api/docs'),
      await server.app.inject({ method: 'POST', url: '/oauth/token', payload: 'grant_type=password' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 200, 415]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect((await get('/apps/orders/list')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a wrong method on a known path 405 with Allow, in the envelope', async () => {
    const token = await server.login('vn1.admin');
    const cases: [string, string, string][] = [
      ['PUT', '/api/agent/me', 'GET, HEAD'],
      ['DELETE', '/api/users/5', 'GET, HEAD, PUT'],
      ['GET', '/oauth/token', 'POST'],
    ];
    for (const [method, url, allow] of cases) {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toMatchObject({ code: 405, error: 'method_not_allowed', data: null });
      expect(response.json().message).toContain(method);
    }
    const unknown = await server.app.inject({ method: 'PUT', url: '/api/no-such-call' });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends the headers with the API, its refusals and app-config.js too', async () => {
    const refused = await get('/api/agent/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 401, error: 'unauthorized' });
    const config = await get('/app-config.js');
    expect(config.headers['content-type']).toMatch(/^application\/javascript/);
    const unknown = await get('/api/no-such-call');
    expect(unknown.statusCode).toBe(404);
    for (const response of [refused, config, unknown]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'self'",
      ]);
    }
  });

  it('keeps the OpenAPI document at /api/docs working', async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toMatchObject({ openapi: expect.any(String) });
  });

  it('has no inline script in the web app page: app-config.js is a file', () => {
    const html = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
  });
});
