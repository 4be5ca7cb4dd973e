import { Box, List, ListItem, ListItemText, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../orders/order-format';
import { DoStatusChip } from '../orders/status-chip';
import { useLeadHistory, useRecentOrders } from './order-edit-queries';

function Empty() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {t('COMMON.NO_DATA')}
    </Typography>
  );
}

/** A short "field: value" summary of a history entry's changes. */
function describeChanges(changes: Record<string, unknown>): string {
  return Object.entries(changes)
    .map(([field, value]) => `${field}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

function HistoryList({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const history = useLeadHistory(leadId);
  const rows = history.data ?? [];
  if (!history.isLoading && rows.length === 0) return <Empty />;
  return (
    <List dense data-testid="order-edit-history">
      {rows.map((entry) => (
        <ListItem key={entry.id} divider alignItems="flex-start">
          <ListItemText
            primary={`${entry.action}${entry.actor ? ` · ${entry.actor}` : ''}`}
            secondary={
              <>
                <Box component="span" sx={{ display: 'block' }}>
                  {formatDateTime(entry.createdAt, timeZone)}
                </Box>
                <Box component="span" sx={{ display: 'block', wordBreak: 'break-word' }}>
                  {describeChanges(entry.changes)}
                </Box>
              </>
            }
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

/** History of the lead and the customer's recent orders (DO view), as tabs beside the form. */
export function SidePanels({ leadId, timeZone }: { leadId: number; timeZone: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'history' | 'recent'>('history');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
        <Tab value="history" label={t('ORDER_EDIT.TABS.HISTORY')} data-testid="tab-history" />
        <Tab value="recent" label={t('ORDER_EDIT.TABS.RECENT_ORDERS')} data-testid="tab-recent-orders" />
      </Tabs>
      <Box sx={{ maxHeight: 520, overflowY: 'auto' }}>
        {tab === 'history' ? (
          <HistoryList leadId={leadId} timeZone={timeZone} />
        ) : (
          <RecentOrdersList leadId={leadId} timeZone={timeZone} />
        )}
      </Box>
    </Paper>
  );
}
