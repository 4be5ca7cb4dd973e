import type { AppEnvironment } from '@leadline/contracts';

/**
 * Served by the API as /app-config.js, so one build fits every deployment. The web app is a
 * public OAuth client: it has a client id and no secret (a browser can keep none; docs/security.md).
 */
export interface RuntimeConfig {
  authBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  appEnv: AppEnvironment;
}

declare global {
  interface Window {
    __LEADLINE__?: Partial<RuntimeConfig>;
  }
}

export const runtimeConfig: RuntimeConfig = {
  authBaseUrl: '',
  apiBaseUrl: '/api',
  clientId: 'leadline-web',
  appEnv: 'PROD',
  ...window.__LEADLINE__,
};
