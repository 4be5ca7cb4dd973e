import { STORAGE_KEYS } from '@leadline/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeToken } from '../api/jwt';
import { sessionEvents } from '../api/session-events';
import { browserStorage, clearSessionStorage } from '../storage/browser-storage';
import { startPushConnection } from './push-connection';
import { usePushEvent } from './use-push-event';

/** The token's issue time in ms (the server's iat_ms claim, else iat). */
function issuedAtMs(token: string): number {
  const claims = decodeToken(token) as ({ iat?: number; iat_ms?: number } & object) | null;
  return claims?.iat_ms ?? (claims?.iat ?? 0) * 1000;
}

const REVOKED_GRACE_MS = 1000;

const REVOKED_MESSAGE_KEY = {
  password_changed: 'PRESENCE.SESSION_ENDED_PASSWORD',
  logout: 'PRESENCE.SESSION_ENDED_LOGOUT',
  blocked: 'ERRORS.AUTO_LOGOUT',
} as const;

/**
 * Keeps the tab's push connection open while a session is (mounted by the shell, one per tab), and
 * applies the session events: a block shows the block warning then logs out after 15 s (SPEC.md
 * 4), sessions ended elsewhere log this tab out, unless it holds a token newer than the change.
 */
export function PushConnector({ token }: { token: string }) {
  const { t } = useTranslation();
  useEffect(() => startPushConnection(token), [token]);

  usePushEvent('agent.block', (event) => {
    clearSessionStorage();
    sessionEvents.emit({
      type: 'blockAgent',
      message: t('PRESENCE.BLOCKED_BY_ADMIN', { message: event.message }),
    });
  });

  usePushEvent('session.revoked', (event) => {
    // The tab that changed the password gets its new token with the answer, which may land just
    // after this event: look at the stored token a moment later.
    setTimeout(() => {
      const current = browserStorage.read(STORAGE_KEYS.accessToken);
      if (current && issuedAtMs(current) >= event.validAfter) return;
      clearSessionStorage();
      sessionEvents.emit({ type: 'autoLogout', messageKey: REVOKED_MESSAGE_KEY[event.reason] });
    }, REVOKED_GRACE_MS);
  });
  return null;
}
