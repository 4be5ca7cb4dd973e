import type { OrderListRow } from '@leadline/contracts';
import { LockOpen, LockOutlined } from '@mui/icons-material';
import { Box, Button, Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import type { ResultColumn } from '../../shared/list/results-table';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../../shared/session/session';
import { useHoldLead } from './order-queries';

/**
 * Hold lead on a list row (docs/orders.md): Hold when nobody holds the lead, Release when the
 * user holds it, the holder and the hold's end when someone else does. The server's message is
 * shown (SPEC.md 8). The cell swallows its clicks: the row's own click opens the lead.
 */
export function HoldCell({ row, timeZone }: { row: OrderListRow; timeZone: string }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const notify = useNotify();
  const hold = useHoldLead();
  const mine = row.hold !== null && row.hold.agent.id === me?.info.userId;
  const until = row.hold ? formatDateTime(row.hold.until, timeZone).slice(11) : '';

  const run = (release: boolean) =>
    hold.mutate(
      { leadId: row.leadId, release },
      { onSuccess: (envelope) => notify('success', envelope.message) },
    );

  return (
    <Box onClick={(event) => event.stopPropagation()} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {row.hold && !mine ? (
        <Tooltip title={t('ORDERS.HOLD.HELD_BY', { name: row.hold.agent.name, time: until })}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<LockOutlined />}
            label={`${row.hold.agent.name} · ${until}`}
            data-testid="hold-other"
            sx={{ maxWidth: 200 }}
          />
        </Tooltip>
      ) : mine ? (
        <Tooltip title={t('ORDERS.HOLD.HELD_BY_YOU', { time: until })}>
          <Button
            size="small"
            color="warning"
            variant="outlined"
            startIcon={<LockOpen />}
            disabled={hold.isPending}
            onClick={() => run(true)}
            aria-label={t('ORDERS.HOLD.RELEASE_LEAD', { id: row.leadId })}
            data-testid="hold-release"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('ORDERS.HOLD.RELEASE')} · {until}
          </Button>
        </Tooltip>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<LockOutlined />}
          disabled={hold.isPending}
          onClick={() => run(false)}
          aria-label={t('ORDERS.HOLD.HOLD_LEAD', { id: row.leadId })}
          data-testid="hold-lead"
        >
          {t('ORDERS.HOLD.HOLD')}
        </Button>
      )}
    </Box>
  );
}

export function holdColumn<SortKey extends string>(
  label: string,
  timeZone: string,
): ResultColumn<OrderListRow, SortKey> {
  return {
    id: 'hold',
    label,
    render: (row) => <HoldCell row={row} timeZone={timeZone} />,
  };
}
