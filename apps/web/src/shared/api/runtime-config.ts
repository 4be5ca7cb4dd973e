import type { AppEnvironment } from '@leadline/contracts';

/** Served by the API as /app-config.js, so one build fits every deployment. */
export interface RuntimeConfig {
  authBaseUrl: string;
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
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
  clientSecret: 'leadline-web-secret',
  appEnv: 'PROD',
  ...window.__LEADLINE__,
};
