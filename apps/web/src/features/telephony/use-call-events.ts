import { STORAGE_KEYS } from '@leadline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startPushConnection } from '../../shared/push/push-connection';
import { usePushEvent, usePushStatus } from '../../shared/push/use-push-event';
import { browserStorage } from '../../shared/storage/browser-storage';
import { CURRENT_CALL_KEY } from './phone-queries';

/**
 * Keeps the phone's call current from the server's `call.state` pushes for this agent: on each
 * push the current call is read again (it carries mute and times a push does not). The phone is a
 * bare page of its own (the shell's frame loads it), outside the shell that holds the tab's push
 * connection, so it opens its own. After a reconnect, and when the page shows again, the call is
 * read again in case a push was missed meanwhile.
 */
export function useCallEvents(): void {
  const queryClient = useQueryClient();
  const status = usePushStatus();

  useEffect(() => {
    const token = browserStorage.read(STORAGE_KEYS.accessToken);
    return token ? startPushConnection(token) : undefined;
  }, []);

  usePushEvent('call.state', () => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });
  });

  useEffect(() => {
    if (status === 'open') void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });
  }, [status, queryClient]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });
      }
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [queryClient]);
}
