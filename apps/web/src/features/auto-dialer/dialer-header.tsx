import {
  type AutoDialerOutcome,
  type CurrentCall,
  formatWallDate,
  formatWallTime,
  wallClockParts,
} from '@leadline/contracts';
import { Pause, PhoneInTalk, PlayArrow, SkipNext, Stop } from '@mui/icons-material';
import { Avatar, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LeadCallState } from '../telephony';
import type { NotDialledCode } from './dialer-attempt';

/**
 * What the header says about the lead's call: the real call as the telephony pushes tell it
 * (`live`, ended included), or why and when the automatic call will be placed. Never a call that
 * does not exist.
 */
export type CallState =
  | { kind: 'live'; call: CurrentCall }
  | { kind: 'countdown'; seconds: number }
  | { kind: 'paused' }
  | { kind: 'needsAvailable'; stateName: string; onGoAvailable: () => void }
  | { kind: 'otherTab' }
  | { kind: 'waiting' }
  | { kind: 'notDialled'; code: NotDialledCode; text: string };

/** HH:mm:ss today (the 10 s countdown counts from it), dd/MM/yyyy HH:mm:ss before, in the org's zone. */
function formatAssignment(iso: string, timeZone: string): string {
  const at = wallClockParts(new Date(iso), timeZone);
  const today = wallClockParts(new Date(), timeZone);
  const time = formatWallTime(at, true);
  return formatWallDate(at) === formatWallDate(today) ? time : `${formatWallDate(at)} ${time}`;
}

function CallStateChip({ state }: { state: CallState }) {
  const { t } = useTranslation();
  if (state.kind === 'live') {
    return (
      <Box data-testid="auto-dialer-call-state" data-state={state.call.state}>
        <LeadCallState call={state.call} withHangUp={false} testId="auto-dialer-call-chip" />
      </Box>
    );
  }
  if (state.kind === 'needsAvailable') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={t('AUTO_DIALER.NEEDS_AVAILABLE', { state: state.stateName })}
          data-testid="auto-dialer-call-state"
          data-state={state.kind}
        />
        <Button
          size="small"
          variant="contained"
          onClick={state.onGoAvailable}
          data-testid="auto-dialer-go-available"
        >
          {t('AUTO_DIALER.GO_AVAILABLE')}
        </Button>
      </Stack>
    );
  }
  if (state.kind === 'notDialled') {
    return (
      <Chip
        size="small"
        variant="outlined"
        color={state.code === 'called' || state.code === 'manual' ? 'default' : 'warning'}
        label={state.text}
        data-testid="auto-dialer-call-state"
        data-state="notDialled"
        data-reason={state.code}
      />
    );
  }
  const props = {
    otherTab: { label: t('AUTO_DIALER.OTHER_TAB'), color: 'default' as const },
    countdown: {
      label: t('AUTO_DIALER.CALL_IN', { seconds: state.kind === 'countdown' ? state.seconds : 0 }),
      color: 'warning' as const,
    },
    paused: { label: t('AUTO_DIALER.CALL_PAUSED'), color: 'default' as const },
    waiting: { label: t('AUTO_DIALER.CALL_WAITING'), color: 'default' as const },
  }[state.kind];
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="auto-dialer-call-state"
      data-state={state.kind}
      {...props}
    />
  );
}

/**
 * The auto-dialer's bar above the lead: the mode, where the lead came from, the automatic call's
 * countdown or state, the next-lead countdown once the lead is done, and pause and stop.
 */
export function DialerHeader({
  outcome,
  assignmentAt,
  timeZone,
  callState,
  nextInSeconds,
  status,
  paused,
  onTogglePause,
  onStop,
  onNextNow,
}: {
  outcome?: AutoDialerOutcome;
  assignmentAt?: string | null;
  timeZone: string;
  callState?: CallState | null;
  /** Seconds until the next lead opens; null while the lead is being worked. */
  nextInSeconds?: number | null;
  /** A line of status instead of the lead's chips (finding, lead saved). */
  status?: ReactNode;
  paused: boolean;
  onTogglePause: () => void;
  onStop: () => void;
  onNextNow?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      data-testid="auto-dialer-header"
    >
      <Avatar sx={{ bgcolor: paused ? 'action.disabled' : 'primary.main' }}>
        <PhoneInTalk />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 240 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('AUTO_DIALER.MODE')}
          </Typography>
          {paused ? (
            <Chip size="small" label={t('AUTO_DIALER.PAUSED')} data-testid="auto-dialer-paused" />
          ) : null}
          {outcome && outcome !== 'none' ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t(`AUTO_DIALER.SOURCE.${outcome}`)}
            />
          ) : null}
          {assignmentAt ? (
            <Typography variant="body2" color="text.secondary">
              {t('AUTO_DIALER.ASSIGNED_AT', { time: formatAssignment(assignmentAt, timeZone) })}
            </Typography>
          ) : null}
          {callState ? <CallStateChip state={callState} /> : null}
          {nextInSeconds !== null && nextInSeconds !== undefined ? (
            <Chip
              size="small"
              color="info"
              label={t('AUTO_DIALER.NEXT_IN', { seconds: nextInSeconds })}
              data-testid="auto-dialer-next-in"
            />
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {status ?? t('AUTO_DIALER.MODE_HINT')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        {onNextNow ? (
          <Button
            variant="contained"
            startIcon={<SkipNext />}
            onClick={onNextNow}
            data-testid="auto-dialer-next-now"
          >
            {t('AUTO_DIALER.NEXT_NOW')}
          </Button>
        ) : null}
        <Button
          variant="outlined"
          startIcon={paused ? <PlayArrow /> : <Pause />}
          onClick={onTogglePause}
          data-testid="auto-dialer-pause"
        >
          {paused ? t('AUTO_DIALER.RESUME') : t('AUTO_DIALER.PAUSE')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<Stop />}
          onClick={onStop}
          data-testid="auto-dialer-stop"
        >
          {t('AUTO_DIALER.STOP')}
        </Button>
      </Stack>
    </Paper>
  );
}
