import type { Cdr } from '@leadline/contracts';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';
import { formatDateTime } from '../../shared/format/format';
import { usePushEvent } from '../../shared/push/use-push-event';
import { formatDuration, OutcomeChip } from './cdr-table';
import { PlayRecordingButton, RecordingPlayer } from './recording-player';

/**
 * The calls made on one lead (GET lead/{id}/cdr), newest first, each with its outcome, length and
 * a play button for its recording: the edit screen's "Calls" tab. A call of this lead changing
 * state (call.state push) reads the list again.
 */
export function LeadCallsList({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<Cdr | null>(null);
  const calls = useQuery({
    queryKey: queryKeys.own('leadCdr', leadId),
    queryFn: ({ signal }) =>
      callEndpoint(CLIENT_ENDPOINTS.leadCdr, { params: { leadId }, handling: 'session', signal }).then(
        (envelope) => envelope.data,
      ),
    enabled: leadId > 0,
  });
  usePushEvent('call.state', (event) => {
    if (event.leadId === leadId) void calls.refetch();
  });

  const rows = calls.data ?? [];
  if (!calls.isLoading && rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="lead-calls-empty">
        {t('COMMON.NO_DATA')}
      </Typography>
    );
  }
  return (
    <>
      <List dense data-testid="lead-calls">
        {rows.map((cdr) => (
          <ListItem
            key={cdr.callId}
            divider
            data-testid="lead-call"
            secondaryAction={
              <PlayRecordingButton cdr={cdr} onPlay={setPlaying} edge="end" testId="lead-call-play" />
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <OutcomeChip cdr={cdr} />
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatDuration(cdr.durationSeconds)}
                  </Typography>
                </Stack>
              }
              secondary={`${formatDateTime(cdr.startedAt, timeZone)} · ${cdr.agentName} · ${cdr.phone}`}
            />
          </ListItem>
        ))}
      </List>
      <RecordingPlayer cdr={playing} timeZone={timeZone} onClose={() => setPlaying(null)} />
    </>
  );
}
