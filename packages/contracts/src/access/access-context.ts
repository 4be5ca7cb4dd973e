/** Who is asking, as far as permissions are concerned. */
export type AppEnvironment = 'PROD' | 'DEV' | 'UAT';

export interface AccessContext {
  roles: readonly number[];
  orgId: number;
  env: AppEnvironment;
}

export function isTestEnvironment(env: AppEnvironment): boolean {
  return env === 'DEV' || env === 'UAT';
}
