import { isAutoCallAgent } from '@leadline/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../../shared/session/session';
import { refreshCurrentCall } from '../telephony';
import { assignmentKey, autoCallAttempted, autoCallDueAt, markAutoCallAttempted } from './auto-call';
import { isCallInProgress, markCallStarted, readLeadDataInfo, useCallFlags } from './call-flags';

const AUTO_CALL_LOCK = 'leadline-auto-call';

/**
 * SPEC.md 4 'Auto-call', mounted once in the shell: for a role-12 agent of VN4 (or any org in
 * DEV/UAT) holding a stored lead and no call in progress, calls the customer 10 s after the
 * lead's assignment (at once when that is past), once per assignment.
 */
export function AutoCallWatcher() {
  const { access } = useSession();
  const enabled = access !== null && isAutoCallAgent(access);
  const { leadDataInfo, isMakeCall } = useCallFlags();
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = leadDataInfo ? assignmentKey(leadDataInfo) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one schedule per stored assignment
  useEffect(() => {
    if (!enabled || isMakeCall || !leadDataInfo || autoCallAttempted(leadDataInfo)) return;
    const info = leadDataInfo;
    const dial = async () => {
      // The agent may have called by hand, or saved the lead, while the timer ran; or another tab
      // has just dialled it (the flags are shared by the tabs).
      const current = readLeadDataInfo();
      if (isCallInProgress() || !current || assignmentKey(current) !== assignmentKey(info)) return;
      markAutoCallAttempted(info);
      try {
        await callEndpoint(CLIENT_ENDPOINTS.startCall, {
          params: { phone: info.phone },
          query: { leadId: info.leadId, auto: 'true' },
          handling: 'session',
        });
        markCallStarted();
        notify('info', t('AUTO_DIALER.AUTO_CALL_STARTED', { phone: info.phone, leadId: info.leadId }));
        await Promise.all([refreshCurrentCall(queryClient), invalidateResources(queryClient, ['leads'])]);
      } catch (error) {
        const message =
          (error instanceof ApiError && error.envelope?.message) || t('ERRORS.CHECK_CONNECTION');
        notify('error', t('AUTO_DIALER.AUTO_CALL_FAILED', { phone: info.phone, message }));
      }
    };
    // One tab at a time checks and dials (docs/auto-dialer.md): a tab reaching the due time while
    // another dials skips, and the one after it sees the call in the shared flags.
    const fire = () =>
      navigator.locks
        ? void navigator.locks.request(AUTO_CALL_LOCK, { ifAvailable: true }, (lock) =>
            lock ? dial() : undefined,
          )
        : void dial();
    const timer = window.setTimeout(fire, Math.max(0, autoCallDueAt(info) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [enabled, isMakeCall, key]);

  return null;
}
