import type { CurrentCall } from '@leadline/contracts';
import { MicOff } from '@mui/icons-material';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { clock, useTicking } from './call-clock';

/**
 * The current call: number, state and timer (talk time once answered, time since dialling
 * before; the final talk time once ended), with the lead and the mute flag.
 */
export function CallStatus({ call }: { call: CurrentCall | null }) {
  const { t } = useTranslation();
  const live = call !== null && call.state !== 'ended';
  const now = useTicking(live);
  if (!call) {
    return (
      <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }} data-testid="phone-idle">
        <Typography variant="subtitle2">{t('TELEPHONY.PHONE.IDLE')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('TELEPHONY.PHONE.NO_CALL')}
        </Typography>
      </Paper>
    );
  }
  const since = call.answeredAt ?? call.startedAt;
  const until = call.endedAt ? new Date(call.endedAt).getTime() : now;
  const elapsed = call.state === 'ended' && !call.answeredAt ? 0 : until - new Date(since).getTime();
  const tone = call.state === 'answered' ? 'success' : call.state === 'ended' ? 'default' : 'warning';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="phone-call" data-state={call.state}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="h6"
          sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}
          data-testid="phone-number"
        >
          {call.phone}
        </Typography>
        {call.muted && live ? (
          <MicOff fontSize="small" color="error" aria-label={t('TELEPHONY.PHONE.MUTED')} />
        ) : null}
      </Box>
      {call.leadId ? (
        <Typography variant="caption" color="text.secondary">
          {t('TELEPHONY.PHONE.LEAD', { leadId: call.leadId })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Chip
          size="small"
          color={tone}
          label={
            call.state === 'ended' && call.disposition
              ? `${t('TELEPHONY.PHONE.STATE.ended')} · ${t(`CDRS.DISPOSITION.${call.disposition}`)}`
              : t(`TELEPHONY.PHONE.STATE.${call.state}`)
          }
          data-testid="phone-state"
        />
        <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="phone-timer">
          {clock(elapsed)}
        </Typography>
      </Box>
    </Paper>
  );
}
