import { type AccessContext, type AgentMe, type AuthUser, PATHS, STORAGE_KEYS } from '@leadline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { callEndpoint } from '../api/http-client';
import { isTokenValid } from '../api/jwt';
import { queryKeys } from '../api/query-keys';
import { runtimeConfig } from '../api/runtime-config';
import { sessionEvents } from '../api/session-events';
import { browserStorage, clearSessionStorage, storeSignedInUser } from '../storage/browser-storage';
import { takeEarlyMe } from './early-me';

export const ME_QUERY_KEY = queryKeys.own('agentMe');

export interface Session {
  token: string | null;
  me: AgentMe | null;
  loading: boolean;
  /** The profile could not be loaded (server unreachable); `retry` asks again. */
  failed: boolean;
  retry(): void;
  access: AccessContext | null;
  /** The message of a block (SPEC.md 4 session blocks) while its countdown runs. */
  blockedMessage: string | null;
  signIn(user: AuthUser): void;
  replaceToken(token: string): void;
  signOut(options?: { callServer?: boolean }): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The token kept in the browser, when it is still valid (a signed-in visit). */
export function readToken(): string | null {
  const token = browserStorage.read(STORAGE_KEYS.accessToken);
  return isTokenValid(token) ? token : null;
}

/**
 * The logged-in user: the token kept in the browser (auto-login when still valid), the
 * profile from GET agent/me, and the reactions to the response handling's session events.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(readToken);
  const [blockedMessage, setBlockedMessage] = useState<string | null>(null);

  const meQuery = useQuery({
    queryKey: [...ME_QUERY_KEY, token],
    queryFn: async () => {
      const early = takeEarlyMe(token);
      if (early) {
        try {
          return await early;
        } catch {
          // Asked again below with the usual handling (logout, block, messages).
        }
      }
      return (await callEndpoint(CLIENT_ENDPOINTS.agentMe)).data;
    },
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });

  const forget = useCallback(() => {
    clearSessionStorage();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  // A block ends every token at once, so the calls still running behind the warning answer
  // 401: the warning's 15 s countdown owns the logout (SPEC.md 4), not the first refused call.
  // Set by the block event and cleared by the logout, so no event slips in before a re-render.
  const blockedRef = useRef(false);

  const signOut = useCallback(
    async ({ callServer = true }: { callServer?: boolean } = {}) => {
      if (callServer && readToken())
        await callEndpoint(CLIENT_ENDPOINTS.logout, { handling: 'none' }).catch(() => undefined);
      forget();
      blockedRef.current = false;
      setBlockedMessage(null);
      navigate(PATHS.login, { replace: true });
    },
    [forget, navigate],
  );

  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (blockedRef.current) return;
        if (event.type === 'autoLogout') {
          forget();
          navigate(PATHS.login, { replace: true });
        }
        if (event.type === 'blockAgent') {
          blockedRef.current = true;
          setBlockedMessage(event.message);
        }
      }),
    [forget, navigate],
  );

  const signIn = useCallback((user: AuthUser) => {
    storeSignedInUser(user);
    setToken(user.access_token);
  }, []);

  const replaceToken = useCallback((next: string) => {
    browserStorage.write(STORAGE_KEYS.accessToken, next);
    setToken(next);
  }, []);

  const me = token ? (meQuery.data ?? null) : null;
  const value = useMemo<Session>(
    () => ({
      token,
      me,
      loading: token !== null && meQuery.isPending,
      failed: token !== null && meQuery.isError,
      retry: () => void meQuery.refetch(),
      access: me ? { roles: me.info.roles, orgId: me.info.orgId, env: runtimeConfig.appEnv } : null,
      blockedMessage,
      signIn,
      replaceToken,
      signOut,
    }),
    [
      token,
      me,
      meQuery.isPending,
      meQuery.isError,
      meQuery.refetch,
      blockedMessage,
      signIn,
      replaceToken,
      signOut,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
