import { findOrg, PATHS } from '@leadline/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { isCallInProgress, readLeadDataInfo, writeLeadDataInfo } from './call-flags';
import { useDialerPaused } from './dialer-state';

/** Pause and stop, shared by the lead and the next-lead screens, and the org's time zone. */
export function useDialerControls() {
  const navigate = useNavigate();
  const { me } = useSession();
  const [paused, setPaused] = useDialerPaused();
  const stop = useCallback(() => {
    // A lead not yet dialled must not be dialled after the agent left the dialer; a call already
    // started keeps its flags until the lead is saved (SPEC.md 4).
    if (!isCallInProgress() && readLeadDataInfo()) writeLeadDataInfo(null);
    setPaused(false);
    navigate(PATHS.dashboard);
  }, [navigate, setPaused]);
  const timeZone = me?.info.timeZone || findOrg(me?.info.orgId ?? -1)?.timeZone || 'UTC';
  return { paused, togglePause: () => setPaused(!paused), stop, timeZone, userId: me?.info.userId ?? null };
}
