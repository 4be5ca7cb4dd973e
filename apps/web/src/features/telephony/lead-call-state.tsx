import type { CurrentCall } from '@leadline/contracts';
import { CallEnd } from '@mui/icons-material';
import { Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePushEvent } from '../../shared/push/use-push-event';
import { clock, useTicking } from './call-clock';
import { CURRENT_CALL_KEY, useCurrentCall, usePhoneActions } from './phone-queries';

/**
 * The agent's call on one lead, kept current by the shell's `call.state` pushes: null when the
 * agent's current (or just ended) call is not on this lead. `onChange` runs on each push for this
 * lead, so a screen can read again what the call changed (the lead's counter, its calls).
 */
export function useLeadCall(leadId: number, onChange?: () => void): CurrentCall | null {
  const queryClient = useQueryClient();
  const current = useCurrentCall();
  usePushEvent('call.state', (event) => {
    void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });
    if (event.leadId === leadId) onChange?.();
  });
  const call = current.data ?? null;
  return call && call.leadId === leadId ? call : null;
}

/**
 * The call's live state beside the lead's phone (docs/decisions.md 'The call on the edit screen'):
 * dialling, ringing, connected with its talk time, or ended with its outcome and length; Hang up
 * while it is live.
 */
export function LeadCallState({
  call,
  withHangUp = true,
  testId = 'lead-call-state',
}: {
  call: CurrentCall;
  /** The auto-dialer's header mirrors the call without a second Hang up. */
  withHangUp?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { hangUp } = usePhoneActions();
  const live = call.state !== 'ended';
  const now = useTicking(live);
  const talkSince = call.answeredAt ? new Date(call.answeredAt).getTime() : null;
  const until = call.endedAt ? new Date(call.endedAt).getTime() : now;
  const timer = talkSince === null ? null : clock(until - talkSince);
  const label =
    call.state === 'ended' && call.disposition
      ? `${t('TELEPHONY.PHONE.STATE.ended')} · ${t(`CDRS.DISPOSITION.${call.disposition}`)}`
      : t(`TELEPHONY.PHONE.STATE.${call.state}`);
  const tone = call.state === 'answered' ? 'success' : call.state === 'ended' ? 'default' : 'warning';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
      <Chip
        color={tone}
        label={timer ? `${label} ${timer}` : label}
        data-testid={testId}
        data-state={call.state}
        sx={{ fontVariantNumeric: 'tabular-nums' }}
      />
      {live && withHangUp ? (
        <Button
          variant="contained"
          color="error"
          startIcon={<CallEnd />}
          onClick={() => hangUp.mutate(call.callId)}
          disabled={hangUp.isPending}
          data-testid="lead-call-hang-up"
        >
          {t('TELEPHONY.PHONE.HANG_UP')}
        </Button>
      ) : null}
    </Stack>
  );
}
