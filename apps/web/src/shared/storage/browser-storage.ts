import { type AuthUser, DEFAULT_LANGUAGE, LANGUAGES, type Language, STORAGE_KEYS } from '@leadline/contracts';

/** localStorage access under the keys of SPEC.md 3; a blocked storage degrades to nothing stored. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or quota: the session still works for this page.
  }
}

export const browserStorage = {
  read,
  write,
  readJson<T>(key: string): T | null {
    const raw = read(key);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  writeJson(key: string, value: unknown): void {
    write(key, value === null || value === undefined ? null : JSON.stringify(value));
  },
};

export function storedLanguage(): Language {
  const value = read(STORAGE_KEYS.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** What a login keeps in the browser (SPEC.md 3): the token, the user's id and the rest of the user. */
export function storeSignedInUser(user: AuthUser): void {
  write(STORAGE_KEYS.accessToken, user.access_token);
  write(STORAGE_KEYS.userId, String(user.userId));
  const { access_token: _token, ...info } = user;
  browserStorage.writeJson(STORAGE_KEYS.userInfo, info);
}

/** Everything a session keeps in the browser; cleared on logout, expiry and blocks. */
export function clearSessionStorage(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.dialerProfile,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.leadDataInfo,
    STORAGE_KEYS.isMakeCall,
  ]) {
    write(key, null);
  }
}
