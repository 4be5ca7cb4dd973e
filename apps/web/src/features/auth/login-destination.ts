import {
  type AuthUser,
  canAccessRoute,
  landingPathFor,
  matchRoute,
  PATHS,
  STORAGE_KEYS,
} from '@leadline/contracts';
import { runtimeConfig } from '../../shared/api/runtime-config';
import { browserStorage } from '../../shared/storage/browser-storage';

/** Where a fresh login goes: the page the user was sent away from, if allowed, else SPEC.md 2.4's landing. */
export function destinationAfterLogin(user: AuthUser): string {
  const access = { roles: user.rolesId, orgId: user.orgId, env: runtimeConfig.appEnv };
  const saved = browserStorage.read(STORAGE_KEYS.redirectUrl);
  browserStorage.write(STORAGE_KEYS.redirectUrl, null);
  const landing = landingPathFor(access);
  if (landing !== PATHS.dashboard || !saved) return landing;
  const savedRoute = matchRoute(saved.split('?')[0] ?? '');
  return savedRoute && !savedRoute.public && canAccessRoute(savedRoute, access) ? saved : landing;
}
