import { DELAY_MS } from '@leadline/contracts';
import { Alert, AlertTitle, Dialog, DialogContent, LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session';

/** SPEC.md 4 session blocks: the server's message, then logout after 15 s. */
export function BlockAgentDialog() {
  const { t } = useTranslation();
  const { blockedMessage, signOut } = useSession();
  const total = DELAY_MS.blockedAgentLogout / 1000;
  const [secondsLeft, setSecondsLeft] = useState(total);

  useEffect(() => {
    if (blockedMessage === null) return;
    setSecondsLeft(total);
    const startedAt = Date.now();
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil(total - (Date.now() - startedAt) / 1000)));
    }, 250);
    const logout = setTimeout(() => void signOut({ callServer: false }), DELAY_MS.blockedAgentLogout);
    return () => {
      clearInterval(tick);
      clearTimeout(logout);
    };
  }, [blockedMessage, signOut, total]);

  return (
    <Dialog open={blockedMessage !== null} maxWidth="xs" fullWidth data-testid="block-agent-dialog">
      <DialogContent>
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('ERRORS.BLOCKED_TITLE')}</AlertTitle>
          {blockedMessage ? <div data-testid="block-agent-message">{blockedMessage}</div> : null}
          <div>{t('ERRORS.BLOCKED_COUNTDOWN', { seconds: secondsLeft })}</div>
        </Alert>
        <LinearProgress
          variant="determinate"
          value={((total - secondsLeft) / total) * 100}
          sx={{ mt: 2 }}
          color="warning"
        />
      </DialogContent>
    </Dialog>
  );
}
