import {
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
import { autoCallDueAt } from './auto-call';
import { isCallInProgress, readLeadDataInfo, useCallFlags, writeLeadDataInfo } from './call-flags';
import { type CallState, DialerHeader } from './dialer-header';
import { ExitInterceptor } from './exit-interceptor';
import { useCountdown } from './use-countdown';
import { useDialerControls } from './use-dialer-controls';

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
  const lead = useOrderDetail('lead', leadId).data?.leadData;
  const flags = useCallFlags();
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const autoCall = access !== null && isAutoCallAgent(access);

  // SPEC.md 3 and 4: the stored leadDataInfo is what the shell's auto-call dials. Stored for a
  // lead of the agent's not yet called in this assignment; taken back while the dialer is paused.
  useEffect(() => {
    if (!lead || doneAt !== null) return;
    const stored = readLeadDataInfo();
    const storedHere = stored?.leadId === lead.leadId;
    if (paused) {
      if (storedHere && !isCallInProgress()) writeLeadDataInfo(null);
      return;
    }
    if (lead.agent?.id !== userId || lead.called || !lead.assignedAt || isCallInProgress()) return;
    if (storedHere && stored.assignmentAt === lead.assignedAt) return;
    writeLeadDataInfo({ phone: lead.phone, leadId: lead.leadId, assignmentAt: lead.assignedAt });
  }, [lead, paused, doneAt, userId]);

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
  else if (lead.called || (storedHere && flags.isMakeCall)) callState = { kind: 'calling' };
  else if (!autoCall) callState = null;
  else if (paused) callState = { kind: 'paused' };
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
