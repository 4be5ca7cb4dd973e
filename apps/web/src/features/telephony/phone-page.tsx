import { Call, CallEnd, Mic, MicOff } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallStatus } from './call-status';
import { DialPad } from './dial-pad';
import { useCurrentCall, usePhoneActions } from './phone-queries';
import { useCallEvents } from './use-call-events';

/**
 * The product's own phone page (/apps/phone, docs/telephony.md): what the shell's web phone frame
 * loads by default. Dial pad, the current call with its timer, hang up and mute. Calls started
 * from a lead's screen show here too: the page follows the agent's `call.state` pushes.
 */
export default function PhonePage() {
  const { t } = useTranslation();
  useCallEvents();
  const current = useCurrentCall();
  const { dial, hangUp, mute } = usePhoneActions();
  const [number, setNumber] = useState('');
  const call = current.data ?? null;
  const live = call !== null && call.state !== 'ended';
  // In the shell's frame, whose header already names it.
  const embedded = window.self !== window.top;

  const start = () => {
    if (number.replace(/\D/g, '').length < 3 || dial.isPending) return;
    dial.mutate(number.replace(/[^\d+]/g, ''));
  };

  return (
    <Box
      sx={{ p: 2, maxWidth: 360, mx: 'auto', bgcolor: 'background.paper', minHeight: '100vh' }}
      data-testid="page-phone"
    >
      {embedded ? null : (
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('TELEPHONY.PHONE.TITLE')}
        </Typography>
      )}
      <CallStatus call={call} />
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        {live ? (
          <>
            <Button
              fullWidth
              variant="contained"
              color="error"
              startIcon={<CallEnd />}
              onClick={() => hangUp.mutate(call.callId)}
              disabled={hangUp.isPending}
              data-testid="phone-hangup"
            >
              {t('TELEPHONY.PHONE.HANG_UP')}
            </Button>
            <Button
              fullWidth
              variant={call.muted ? 'contained' : 'outlined'}
              color={call.muted ? 'warning' : 'primary'}
              startIcon={call.muted ? <MicOff /> : <Mic />}
              onClick={() => mute.mutate({ callId: call.callId, muted: !call.muted })}
              disabled={mute.isPending}
              aria-pressed={call.muted}
              data-testid="phone-mute"
            >
              {call.muted ? t('TELEPHONY.PHONE.UNMUTE') : t('TELEPHONY.PHONE.MUTE')}
            </Button>
          </>
        ) : (
          <Button
            fullWidth
            variant="contained"
            color="success"
            startIcon={<Call />}
            onClick={start}
            disabled={dial.isPending || number.replace(/\D/g, '').length < 3}
            data-testid="phone-call-button"
          >
            {t('TELEPHONY.PHONE.CALL')}
          </Button>
        )}
      </Stack>
      <DialPad value={number} onChange={setNumber} onSubmit={start} disabled={live} />
    </Box>
  );
}
