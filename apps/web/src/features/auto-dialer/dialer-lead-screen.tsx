import {
  AGENT_STATE,
  AUTO_DIALER_NEXT_DELAY_MS,
  AUTO_DIALER_NEXT_PATH,
  type AutoDialerOutcome,
  isAutoCallAgent,
  PATHS,
} from '@leadline/contracts';
import { CheckCircle } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { OrderEditPage, useOrderDetail } from '../lead-detail';
import { useMyAgentState } from '../presence';
import { useLeadCall } from '../telephony';
import { autoCallDueAt } from './auto-call';
import { isCallInProgress, readLeadDataInfo, useCallFlags, writeLeadDataInfo } from './call-flags';
import { useDialerAttempt } from './dialer-attempt';
import { type CallState, DialerHeader } from './dialer-header';
import { ExitInterceptor } from './exit-interceptor';
import { useCountdown } from './use-countdown';
import { useDialerControls } from './use-dialer-controls';
import { useDialerTab } from './use-dialer-tab';

/** Where the edit screen leaves a lead (SPEC.md 2.4): in the dialer each one means "next lead". */
const EDIT_SCREEN_EXITS: readonly string[] = [
  PATHS.orderList,
  PATHS.orderManagement,
  PATHS.trashManagement,
  PATHS.denyLeadAccess,
];

/** /apps/auto-dialer/{leadId}: the lead in the order edit screen under the dialer's header. */
export function DialerLeadScreen({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { access } = useSession();
  const { paused, togglePause, stop, timeZone, userId } = useDialerControls();
  const outcome = (location.state as { outcome?: AutoDialerOutcome } | null)?.outcome;
  const detail = useOrderDetail('lead', leadId);
  const lead = detail.data?.leadData;
  const flags = useCallFlags();
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const autoCall = access !== null && isAutoCallAgent(access);
  const tab = useDialerTab();
  const { state: agentState, change: changeAgentState } = useMyAgentState();
  const available =
    agentState?.valueCode === AGENT_STATE.AVAILABLE || agentState?.valueCode === AGENT_STATE.IN_CALL;
  // The real call on this lead, from the telephony pushes; the lead is read again on each change.
  const call = useLeadCall(leadId, () => void detail.refetch());
  const { attemptFrom, dialable, notDialled } = useDialerAttempt(lead, { userId, autoCall, timeZone });
  const mayDial = !paused && available && tab === 'mine';

  // SPEC.md 3 and 4: the stored leadDataInfo is what the shell's auto-call dials. Stored for a
  // lead of the agent's not yet called in this attempt, while the dialer may dial (not paused,
  // the agent Available, this the dialer's tab); taken back otherwise.
  useEffect(() => {
    if (!lead || doneAt !== null || !attemptFrom) return;
    const stored = readLeadDataInfo();
    const storedHere = stored?.leadId === lead.leadId;
    if (!mayDial) {
      if (storedHere && !isCallInProgress()) writeLeadDataInfo(null);
      return;
    }
    if (!dialable || isCallInProgress()) return;
    if (storedHere && stored.assignmentAt === attemptFrom) return;
    writeLeadDataInfo({ phone: lead.phone, leadId: lead.leadId, assignmentAt: attemptFrom });
  }, [lead, mayDial, doneAt, attemptFrom, dialable]);

  const onExit = useCallback(() => setDoneAt((current) => current ?? Date.now()), []);
  const goNext = useCallback(
    () => navigate(AUTO_DIALER_NEXT_PATH, { replace: true, state: { doneLeadId: leadId } }),
    [navigate, leadId],
  );
  const nextIn = useCountdown(doneAt === null ? null : doneAt + AUTO_DIALER_NEXT_DELAY_MS, paused, goNext);

  const storedHere = flags.leadDataInfo?.leadId === leadId ? flags.leadDataInfo : null;
  const callDue = storedHere && autoCall && !flags.isMakeCall ? autoCallDueAt(storedHere) : null;
  const callIn = useCountdown(callDue);
  let callState: CallState | null = null;
  if (doneAt !== null || !lead) callState = null;
  else if (call) callState = { kind: 'live', call };
  else if (notDialled) callState = { kind: 'notDialled', ...notDialled };
  else if (tab === 'other') callState = { kind: 'otherTab' };
  else if (paused) callState = { kind: 'paused' };
  else if (!available)
    callState = {
      kind: 'needsAvailable',
      stateName: t(`PRESENCE.STATES.${agentState?.valueCode ?? AGENT_STATE.LOGOUT}`),
      onGoAvailable: () => changeAgentState.mutate({ code: AGENT_STATE.AVAILABLE }),
    };
  else if (callIn !== null) callState = { kind: 'countdown', seconds: callIn };
  else callState = { kind: 'waiting' };

  return (
    <Box data-testid="page-auto-dialer" data-lead-id={leadId}>
      <DialerHeader
        outcome={outcome}
        assignmentAt={lead?.assignedAt}
        timeZone={timeZone}
        callState={callState}
        nextInSeconds={paused ? null : nextIn}
        status={doneAt !== null ? t('AUTO_DIALER.LEAD_DONE', { leadId }) : undefined}
        paused={paused}
        onTogglePause={togglePause}
        onStop={stop}
        onNextNow={doneAt !== null ? goNext : undefined}
      />
      {doneAt === null ? (
        <ExitInterceptor exits={EDIT_SCREEN_EXITS} onExit={onExit}>
          <OrderEditPage />
        </ExitInterceptor>
      ) : (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="auto-dialer-lead-done">
          <CheckCircle color="success" sx={{ fontSize: 48 }} />
          <Typography variant="h6" sx={{ mt: 1 }}>
            {t('AUTO_DIALER.LEAD_DONE', { leadId })}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {paused ? t('AUTO_DIALER.PAUSED') : t('AUTO_DIALER.NEXT_IN', { seconds: nextIn ?? 0 })}
          </Typography>
        </Paper>
      )}
    </Box>
  );
}
