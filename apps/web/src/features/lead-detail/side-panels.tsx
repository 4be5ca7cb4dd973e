import type { HistoryChange, HistoryEntry } from '@leadline/contracts';
import { Box, List, ListItem, ListItemText, Paper, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../shared/format/format';
import { DoStatusChip } from '../../shared/ui/status-chip';
import { LeadCallsList } from '../cdrs';
import { useLeadHistory, useRecentOrders } from './lead-detail-queries';

function Empty() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {t('COMMON.NO_DATA')}
    </Typography>
  );
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One further change as "Reason: Busy line → —", its label and values named by the server; instants in the org's zone. */
function ChangeLine({ change, timeZone }: { change: HistoryChange; timeZone: string }) {
  const show = (value: string | null) =>
    value === null ? '—' : ISO_INSTANT.test(value) ? formatDateTime(value, timeZone) : value;
  const line = (
    <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }} data-testid="history-change">
      {change.label}: {change.from === null ? show(change.to) : `${show(change.from)} → ${show(change.to)}`}
    </Box>
  );
  // A translated partner word keeps the partner's own text at hand.
  return change.hint ? <Tooltip title={change.hint}>{line}</Tooltip> : line;
}

function HistoryList({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const history = useLeadHistory(leadId);
  return <HistoryEntries entries={history.data ?? []} loading={history.isLoading} timeZone={timeZone} />;
}

/** A lead's history entries, newest first, each as its sentence (the edit screen's tab, trash management's lead page). */
export function HistoryEntries({
  entries: rows,
  loading,
  timeZone,
}: {
  entries: readonly HistoryEntry[];
  loading: boolean;
  timeZone: string;
}) {
  if (!loading && rows.length === 0) return <Empty />;
  return (
    <List dense data-testid="order-edit-history">
      {rows.map((entry) => (
        <ListItem key={entry.id} divider alignItems="flex-start" data-testid="history-entry">
          <ListItemText
            primary={
              // A translated failure keeps the partner's own words at hand.
              entry.hint ? (
                <Tooltip title={entry.hint}>
                  <span>{entry.summary}</span>
                </Tooltip>
              ) : (
                entry.summary
              )
            }
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {formatDateTime(entry.createdAt, timeZone)}
                </Box>
                {entry.fields.map((change) => (
                  <ChangeLine key={change.field} change={change} timeZone={timeZone} />
                ))}
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 500 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function RecentOrdersList({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const { t } = useTranslation();
  const recent = useRecentOrders(leadId);
  const rows = recent.data ?? [];
  if (!recent.isLoading && rows.length === 0) return <Empty />;
  return (
    <List dense data-testid="order-edit-recent-orders">
      {rows.map((order) => (
        <ListItem key={order.soId} divider alignItems="flex-start">
          <ListItemText
            primary={order.prodName ?? '—'}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {t('ORDER_EDIT.RECENT.IDS', { soId: order.soId, doId: order.doId ?? '—' })}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {formatDateTime(order.createdAt, timeZone)} · {formatAmount(order.amount, order.currency)}
                </Box>
              </>
            }
          />
          {order.doStatus ? <DoStatusChip name={order.doStatus} /> : null}
        </ListItem>
      ))}
    </List>
  );
}

/** History of the lead, the customer's recent orders (DO view) and the lead's calls, as tabs beside the form. */
export function SidePanels({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'history' | 'recent' | 'calls'>('history');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
        <Tab value="history" label={t('ORDER_EDIT.TABS.HISTORY')} data-testid="tab-history" />
        <Tab value="recent" label={t('ORDER_EDIT.TABS.RECENT_ORDERS')} data-testid="tab-recent-orders" />
        <Tab value="calls" label={t('ORDER_EDIT.TABS.CALLS')} data-testid="tab-calls" />
      </Tabs>
      <Box sx={{ maxHeight: 520, overflowY: 'auto' }}>
        {tab === 'history' ? <HistoryList leadId={leadId} timeZone={timeZone} /> : null}
        {tab === 'recent' ? <RecentOrdersList leadId={leadId} timeZone={timeZone} /> : null}
        {tab === 'calls' ? <LeadCallsList leadId={leadId} timeZone={timeZone} /> : null}
      </Box>
    </Paper>
  );
}
