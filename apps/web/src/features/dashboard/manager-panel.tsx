import {
  APPROVED_SO_STATUSES,
  type DashboardRange,
  DELIVERED_SO_STATUSES,
  type ManagerRow,
} from '@leadline/contracts';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useDashboardFormat } from './dashboard-format';
import { LIST_LINKS, type ListLink, useListLinks } from './dashboard-links';
import { FigureGrid, FigureTile, PanelCard, PanelPending } from './figure-tile';
import { DayChart } from './lazy-charts';
import { RangePicker } from './range-picker';

type Counts = Pick<ManagerRow, 'leads' | 'orders' | 'approved' | 'delivered'>;
const ZERO: Counts = { leads: 0, orders: 0, approved: 0, delivered: 0 };
const add = (sum: Counts, row: Counts): Counts => ({
  leads: sum.leads + row.leads,
  orders: sum.orders + row.orders,
  approved: sum.approved + row.approved,
  delivered: sum.delivered + row.delivered,
});

/** A count that opens its list. */
function CountLink({ value, link, testId }: { value: string; link: ListLink; testId?: string }) {
  const links = useListLinks();
  if (!links.canOpen(link)) return <>{value}</>;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      onClick={() => links.open(link)}
      data-testid={testId}
    >
      {value}
    </Link>
  );
}

/**
 * A manager's campaigns (docs/dashboard.md): leads, orders, approval and delivery rates over the
 * last 14 or 30 days, by day (a chart) and by campaign (a table); every count opens its list.
 */
export function ManagerPanel() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const links = useListLinks();
  const [days, setDays] = useState<DashboardRange>(14);
  const panel = useEndpointQuery(
    'dashboardManager',
    { query: { days: String(days) } },
    { localized: false, keepPrevious: true },
  );
  const figures = panel.data;
  const picker = <RangePicker value={days} onChange={setDays} testId="manager-range" />;
  if (!figures)
    return (
      <PanelCard title={t('DASHBOARD_PANELS.MANAGER.TITLE')} testId="panel-manager" action={picker}>
        <PanelPending failed={panel.isError} />
      </PanelCard>
    );
  const range = { dateFrom: figures.from, dateTo: figures.to };
  const total = figures.rows.reduce(add, ZERO);
  const byDay = figures.days.map((day) => figures.rows.filter((row) => row.day === day).reduce(add, ZERO));
  const campaignName = (id: number | null) =>
    id === null
      ? t('DASHBOARD_PANELS.MANAGER.NO_CAMPAIGN')
      : (figures.campaigns.find((campaign) => campaign.id === id)?.name ?? `#${id}`);
  const campaignIds = [...new Set(figures.rows.map((row) => row.campaignId))];
  const byCampaign = campaignIds
    .map((id) => ({ id, counts: figures.rows.filter((row) => row.campaignId === id).reduce(add, ZERO) }))
    .sort((a, b) => b.counts.orders - a.counts.orders || b.counts.leads - a.counts.leads);
  const rate = (part: number, whole: number) => format.rate(part, whole);
  return (
    <PanelCard title={t('DASHBOARD_PANELS.MANAGER.TITLE')} testId="panel-manager" action={picker}>
      <FigureGrid columns={4}>
        <FigureTile
          testId="figure-manager-leads"
          label={t('DASHBOARD_PANELS.MANAGER.LEADS')}
          value={format.count(total.leads)}
          link={LIST_LINKS.orderList({ ...range, dateField: 'createdAt' })}
        />
        <FigureTile
          testId="figure-manager-orders"
          label={t('DASHBOARD_PANELS.MANAGER.ORDERS')}
          value={format.count(total.orders)}
          link={LIST_LINKS.orderManagement(range)}
        />
        <FigureTile
          testId="figure-manager-approval"
          label={t('DASHBOARD_PANELS.MANAGER.APPROVAL_RATE')}
          value={rate(total.approved, total.orders)}
          hint={`${t('DASHBOARD_PANELS.MANAGER.APPROVED')}: ${format.count(total.approved)}`}
          link={LIST_LINKS.orderManagement({ ...range, soStatus: APPROVED_SO_STATUSES })}
        />
        <FigureTile
          testId="figure-manager-delivery"
          label={t('DASHBOARD_PANELS.MANAGER.DELIVERY_RATE')}
          value={rate(total.delivered, total.approved)}
          hint={`${t('DASHBOARD_PANELS.MANAGER.DELIVERED')}: ${format.count(total.delivered)}`}
          link={LIST_LINKS.orderManagement({ ...range, soStatus: DELIVERED_SO_STATUSES })}
        />
      </FigureGrid>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('DASHBOARD_PANELS.MANAGER.BY_DAY')}
      </Typography>
      <DayChart
        testId="chart-manager-days"
        onBarClick={(dayIndex, seriesIndex) => {
          const day = figures.days[dayIndex];
          if (!day) return;
          const oneDay = { dateFrom: day, dateTo: day };
          const link = [
            LIST_LINKS.orderList({ ...oneDay, dateField: 'createdAt' }),
            LIST_LINKS.orderManagement(oneDay),
            LIST_LINKS.orderManagement({ ...oneDay, soStatus: APPROVED_SO_STATUSES }),
            LIST_LINKS.orderManagement({ ...oneDay, soStatus: DELIVERED_SO_STATUSES }),
          ][seriesIndex];
          if (links.canOpen(link)) links.open(link);
        }}
        days={figures.days.map(format.day)}
        series={[
          { label: t('DASHBOARD_PANELS.MANAGER.LEADS'), data: byDay.map((row) => row.leads) },
          { label: t('DASHBOARD_PANELS.MANAGER.ORDERS'), data: byDay.map((row) => row.orders) },
          { label: t('DASHBOARD_PANELS.MANAGER.APPROVED'), data: byDay.map((row) => row.approved) },
          { label: t('DASHBOARD_PANELS.MANAGER.DELIVERED'), data: byDay.map((row) => row.delivered) },
        ]}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('DASHBOARD_PANELS.MANAGER.BY_CAMPAIGN')}
      </Typography>
      {byCampaign.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('DASHBOARD_PANELS.MANAGER.NO_DATA')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="manager-campaigns">
            <TableHead>
              <TableRow>
                <TableCell>{t('DASHBOARD_PANELS.MANAGER.CAMPAIGN')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.MANAGER.LEADS')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.MANAGER.ORDERS')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.MANAGER.APPROVAL_RATE')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.MANAGER.DELIVERY_RATE')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byCampaign.map(({ id, counts }) => {
                // Leads without a campaign have no campaign filter in the lists: shown, not linked.
                const campaignId = id === null ? undefined : [id];
                const orders = LIST_LINKS.orderManagement({ ...range, campaignId });
                return (
                  <TableRow key={id ?? 'none'}>
                    <TableCell>{campaignName(id)}</TableCell>
                    <TableCell align="right">
                      {id === null ? (
                        format.count(counts.leads)
                      ) : (
                        <CountLink
                          value={format.count(counts.leads)}
                          link={LIST_LINKS.orderList({ ...range, dateField: 'createdAt', campaignId })}
                          testId={`campaign-${id}-leads`}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {id === null ? (
                        format.count(counts.orders)
                      ) : (
                        <CountLink
                          value={format.count(counts.orders)}
                          link={orders}
                          testId={`campaign-${id}-orders`}
                        />
                      )}
                    </TableCell>
                    <TableCell align="right">{rate(counts.approved, counts.orders)}</TableCell>
                    <TableCell align="right">{rate(counts.delivered, counts.approved)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </PanelCard>
  );
}
