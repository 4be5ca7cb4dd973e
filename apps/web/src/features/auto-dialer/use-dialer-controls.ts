import { AGENT_STATE, AUTO_DIALER_PAUSE_REASON, findOrg, PATHS } from '@leadline/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { useMyAgentState } from '../presence';
import { isCallInProgress, readLeadDataInfo, writeLeadDataInfo } from './call-flags';
import { useDialerPaused } from './dialer-state';

/**
 * Pause and stop, shared by the lead and the next-lead screens, and the org's time zone. Pausing
 * puts the agent on Break with the reason "Auto dialer paused" and resuming makes them Available,
 * so the live board shows supervisors who is dialling (docs/auto-dialer.md).
 */
export function useDialerControls() {
  const navigate = useNavigate();
  const { me } = useSession();
  const [paused, setPaused] = useDialerPaused();
  const { state, change } = useMyAgentState();
  const stop = useCallback(() => {
    // A lead not yet dialled must not be dialled after the agent left the dialer; a call already
    // started keeps its flags until the lead is saved (SPEC.md 4).
    if (!isCallInProgress() && readLeadDataInfo()) writeLeadDataInfo(null);
    setPaused(false);
    navigate(PATHS.dashboard);
  }, [navigate, setPaused]);
  const togglePause = () => {
    const pausing = !paused;
    setPaused(pausing);
    if (pausing && state?.valueCode !== AGENT_STATE.BREAK)
      change.mutate({ code: AGENT_STATE.BREAK, message: AUTO_DIALER_PAUSE_REASON });
    if (!pausing && state?.valueCode !== AGENT_STATE.AVAILABLE && state?.valueCode !== AGENT_STATE.IN_CALL)
      change.mutate({ code: AGENT_STATE.AVAILABLE });
  };
  const timeZone = me?.info.timeZone || findOrg(me?.info.orgId ?? -1)?.timeZone || 'UTC';
  return { paused, togglePause, stop, timeZone, userId: me?.info.userId ?? null };
}
