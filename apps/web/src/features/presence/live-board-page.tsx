import { HQ_ORG_ID, type LiveBoardRow, mayCallEndpoint, ORGS } from '@leadline/contracts';
import { Circle, PhoneInTalk, RingVolume } from '@mui/icons-material';
import { Alert, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { usePushStatus } from '../../shared/push/use-push-event';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { PanelTable, type SmallColumn } from '../../shared/ui/small-table';
import { stateLabelKey } from './agent-state-colors';
import { BlockAgentButton } from './block-agent-button';
import { StateDot } from './state-dot';
import { useLiveBoard } from './use-live-board';
import { formatDuration, useNow } from './use-now';

function CallCell({ row, now }: { row: LiveBoardRow; now: number }) {
  const { t } = useTranslation();
  const call = row.call;
  if (!call) return <Typography color="text.disabled">{t('PRESENCE.LIVE_BOARD.NO_CALL')}</Typography>;
  const answered = call.state === 'answered';
  const since = Date.parse(call.answeredAt ?? call.startedAt);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="live-call">
      <Chip
        size="small"
        color={answered ? 'success' : 'warning'}
        icon={answered ? <PhoneInTalk /> : <RingVolume />}
        label={t(answered ? 'PRESENCE.LIVE_BOARD.ANSWERED' : 'PRESENCE.LIVE_BOARD.RINGING')}
      />
      <Typography variant="body2">{call.phone}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(now - since)}
      </Typography>
    </Stack>
  );
}

/** /apps/agents/live-board: the monitor group's view of every agent, updated by pushes. */
export default function LiveBoardPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const now = useNow();
  const status = usePushStatus();
  const isHq = me?.info.orgId === HQ_ORG_ID;
  const [orgId, setOrgId] = useState<number | undefined>(undefined);
  const board = useLiveBoard(isHq ? orgId : undefined);
  const canBlock = me ? mayCallEndpoint(CLIENT_ENDPOINTS.blockAgent, me.info.roles) : false;
  const rows = board.data ?? [];
  const columns: SmallColumn<LiveBoardRow>[] = [
    {
      id: 'agent',
      label: t('PRESENCE.LIVE_BOARD.AGENT'),
      render: (row) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {row.userName}
          </Typography>
        </>
      ),
    },
    ...(isHq
      ? [
          {
            id: 'org',
            label: t('PRESENCE.LIVE_BOARD.ORG'),
            render: (row: LiveBoardRow) => ORGS.find((org) => org.id === row.orgId)?.code,
          },
        ]
      : []),
    {
      id: 'state',
      label: t('PRESENCE.LIVE_BOARD.STATE'),
      render: (row) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StateDot code={row.valueCode} />
          <span data-testid="live-state">{t(stateLabelKey(row.valueCode))}</span>
        </Stack>
      ),
    },
    {
      id: 'timeInState',
      label: t('PRESENCE.LIVE_BOARD.TIME_IN_STATE'),
      sx: { fontVariantNumeric: 'tabular-nums' },
      testId: () => 'live-duration',
      render: (row) => (row.changedAt ? formatDuration(now - Date.parse(row.changedAt)) : '—'),
    },
    {
      id: 'reason',
      label: t('PRESENCE.LIVE_BOARD.REASON'),
      testId: () => 'live-reason',
      render: (row) => row.message ?? '—',
    },
    {
      id: 'call',
      label: t('PRESENCE.LIVE_BOARD.CURRENT_CALL'),
      render: (row) => <CallCell row={row} now={now} />,
    },
    ...(canBlock
      ? [
          {
            id: 'block',
            label: null,
            align: 'right' as const,
            render: (row: LiveBoardRow) =>
              row.userId !== me?.info.userId ? <BlockAgentButton row={row} /> : null,
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title={t('PRESENCE.LIVE_BOARD.TITLE')}
        subtitle={t('PRESENCE.LIVE_BOARD.SUBTITLE')}
        actions={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {isHq ? (
              <TextField
                select
                size="small"
                label={t('PRESENCE.LIVE_BOARD.ORG')}
                value={orgId ?? ''}
                onChange={(event) =>
                  setOrgId(event.target.value === '' ? undefined : Number(event.target.value))
                }
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('PRESENCE.LIVE_BOARD.ALL_ORGS')}</MenuItem>
                {ORGS.filter((org) => org.id !== HQ_ORG_ID).map((org) => (
                  <MenuItem key={org.id} value={org.id}>
                    {org.code} · {org.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Chip
              size="small"
              variant="outlined"
              color={status === 'open' ? 'success' : 'warning'}
              icon={<Circle sx={{ fontSize: 10 }} />}
              label={t(status === 'open' ? 'PRESENCE.LIVE_BOARD.LIVE' : 'PRESENCE.LIVE_BOARD.RECONNECTING')}
              data-testid="live-board-status"
            />
            <Typography variant="body2" color="text.secondary">
              {t('PRESENCE.LIVE_BOARD.AGENTS_COUNT', { count: rows.length })}
            </Typography>
          </Stack>
        }
      />
      {board.isError ? <Alert severity="error">{t('ERRORS.SOMETHING_WENT_ERROR')}</Alert> : null}
      <PanelTable
        testId="live-board"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.userId}
        rowData={(row) => ({ 'data-testid': `live-row-${row.userName}`, 'data-state-code': row.valueCode })}
        hover
        loading={board.isFetching}
        noData={false}
        emptyRow={
          board.isPending ? null : <Typography color="text.secondary">{t('COMMON.NO_DATA')}</Typography>
        }
      />
    </Box>
  );
}
