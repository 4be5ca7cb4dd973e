import { AUTO_DIALER_RETRY_MS, autoDialerLeadPath } from '@leadline/contracts';
import { PhoneDisabled, Refresh } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DialerHeader } from './dialer-header';
import { useCountdown } from './use-countdown';
import { useDialerControls } from './use-dialer-controls';
import { useNextLead } from './use-next-lead';

/**
 * /apps/auto-dialer/next: asks the server for the agent's next lead (skipping the one just
 * done, passed in the navigation state) and opens it; with none, says so and looks again.
 */
export function NextLeadScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const doneLeadId = (location.state as { doneLeadId?: number } | null)?.doneLeadId;
  const { paused, togglePause, stop, timeZone } = useDialerControls();
  const next = useNextLead();
  const [attempt, setAttempt] = useState(0);
  const [retryAt, setRetryAt] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per attempt, none while paused
  useEffect(() => {
    if (paused) return;
    setRetryAt(null);
    next.mutate(doneLeadId, {
      onSuccess: (data) => {
        if (data.lead)
          navigate(autoDialerLeadPath(data.lead.leadId), {
            replace: true,
            state: { outcome: data.outcome, lead: data.lead },
          });
        else setRetryAt(Date.now() + AUTO_DIALER_RETRY_MS);
      },
    });
  }, [attempt, paused]);

  const again = useCallback(() => setAttempt((value) => value + 1), []);
  const retryIn = useCountdown(retryAt, paused, again);
  const none = next.data?.outcome === 'none' && !next.isPending;

  return (
    <Box data-testid="page-auto-dialer">
      <DialerHeader
        timeZone={timeZone}
        paused={paused}
        onTogglePause={togglePause}
        onStop={stop}
        status={next.isPending ? t('AUTO_DIALER.FINDING') : undefined}
      />
      {next.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('AUTO_DIALER.FINDING')} />
        </Box>
      ) : null}
      {next.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={again}>
              {t('COMMON.RETRY')}
            </Button>
          }
        >
          {next.error.message || t('AUTO_DIALER.LOAD_FAILED')}
        </Alert>
      ) : null}
      {none ? (
        <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="auto-dialer-no-lead">
          <PhoneDisabled sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" sx={{ mt: 1 }}>
            {t('AUTO_DIALER.NO_LEAD_TITLE')}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mt: 1 }}>
            {t('AUTO_DIALER.NO_LEAD_TEXT')}
          </Typography>
          {retryIn !== null && !paused ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('AUTO_DIALER.RETRY_IN', { seconds: retryIn })}
            </Typography>
          ) : null}
          <Button variant="contained" startIcon={<Refresh />} sx={{ mt: 2 }} onClick={again}>
            {t('AUTO_DIALER.TRY_AGAIN')}
          </Button>
        </Paper>
      ) : null}
    </Box>
  );
}
