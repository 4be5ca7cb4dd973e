import {
  CASH_EXPECTED_DO_STATUSES,
  type DashboardRange,
  type FinanceRow,
  SHIPPING_PARTNERS,
} from '@leadline/contracts';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePartnerWords } from '../../shared/ui/partner-words';
import { useDashboardFormat } from './dashboard-format';
import { LIST_LINKS, useListLinks } from './dashboard-links';
import { FigureGrid, FigureTile, PanelCard, PanelPending } from './figure-tile';
import { DayChart } from './lazy-charts';
import { RangePicker } from './range-picker';

type Sums = Omit<FinanceRow, 'day' | 'partner'>;
const ZERO: Sums = {
  expectedCount: 0,
  expected: 0,
  collectedCount: 0,
  collected: 0,
  mismatchedCount: 0,
  mismatched: 0,
};
const add = (sum: Sums, row: Sums): Sums => ({
  expectedCount: sum.expectedCount + row.expectedCount,
  expected: sum.expected + row.expected,
  collectedCount: sum.collectedCount + row.collectedCount,
  collected: sum.collected + row.collected,
  mismatchedCount: sum.mismatchedCount + row.mismatchedCount,
  mismatched: sum.mismatched + row.mismatched,
});

/**
 * Finance (docs/dashboard.md): cash expected, collected and mismatched by logistics partner and day
 * in the org's currency. Expected opens the shipping list, collected and mismatched the reconcile
 * list's tabs, each on the same days (and partner).
 */
export function FinancePanel() {
  const { t } = useTranslation();
  const words = usePartnerWords();
  const format = useDashboardFormat();
  const links = useListLinks();
  const [days, setDays] = useState<DashboardRange>(14);
  const panel = useEndpointQuery(
    'dashboardFinance',
    { query: { days: String(days) } },
    { localized: false, keepPrevious: true },
  );
  const figures = panel.data;
  const picker = <RangePicker value={days} onChange={setDays} testId="finance-range" />;
  if (!figures)
    return (
      <PanelCard title={t('DASHBOARD_PANELS.FINANCE.TITLE')} testId="panel-finance" action={picker}>
        <PanelPending failed={panel.isError} />
      </PanelCard>
    );
  const money = (value: number) => format.money(value, figures.currency);
  const range = { dateFrom: figures.from, dateTo: figures.to };
  const total = figures.rows.reduce(add, ZERO);
  const byDay = figures.days.map((day) => figures.rows.filter((row) => row.day === day).reduce(add, ZERO));
  const byPartner = SHIPPING_PARTNERS.map((partner) => ({
    partner,
    sums: figures.rows.filter((row) => row.partner === partner).reduce(add, ZERO),
  })).filter(({ sums }) => sums.expectedCount + sums.collectedCount + sums.mismatchedCount > 0);
  const expectedLink = (partner?: string) =>
    LIST_LINKS.shipping({ ...range, partner, status: CASH_EXPECTED_DO_STATUSES });
  return (
    <PanelCard title={t('DASHBOARD_PANELS.FINANCE.TITLE')} testId="panel-finance" action={picker}>
      <FigureGrid columns={3}>
        <FigureTile
          testId="figure-finance-expected"
          label={t('DASHBOARD_PANELS.FINANCE.EXPECTED')}
          value={money(total.expected)}
          hint={`${t('DASHBOARD_PANELS.FINANCE.PARCELS', { count: total.expectedCount })} · ${t('DASHBOARD_PANELS.FINANCE.EXPECTED_HINT')}`}
          link={expectedLink()}
        />
        <FigureTile
          testId="figure-finance-collected"
          label={t('DASHBOARD_PANELS.FINANCE.COLLECTED')}
          value={money(total.collected)}
          hint={`${t('DASHBOARD_PANELS.FINANCE.ROWS', { count: total.collectedCount })} · ${t('DASHBOARD_PANELS.FINANCE.COLLECTED_HINT')}`}
          link={LIST_LINKS.reconcile({ reconcileTab: 'matched', ...range })}
        />
        <FigureTile
          testId="figure-finance-mismatched"
          label={t('DASHBOARD_PANELS.FINANCE.MISMATCHED')}
          value={money(total.mismatched)}
          hint={`${t('DASHBOARD_PANELS.FINANCE.ROWS', { count: total.mismatchedCount })} · ${t('DASHBOARD_PANELS.FINANCE.MISMATCHED_HINT')}`}
          link={LIST_LINKS.reconcile({ reconcileTab: 'mismatched', ...range })}
        />
      </FigureGrid>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('DASHBOARD_PANELS.FINANCE.BY_DAY')}
      </Typography>
      <DayChart
        testId="chart-finance-days"
        onBarClick={(dayIndex, seriesIndex) => {
          const day = figures.days[dayIndex];
          if (!day) return;
          const oneDay = { dateFrom: day, dateTo: day };
          const link = [
            LIST_LINKS.shipping({ ...oneDay, status: CASH_EXPECTED_DO_STATUSES }),
            LIST_LINKS.reconcile({ reconcileTab: 'matched', ...oneDay }),
            LIST_LINKS.reconcile({ reconcileTab: 'mismatched', ...oneDay }),
          ][seriesIndex];
          if (links.canOpen(link)) links.open(link);
        }}
        days={figures.days.map(format.day)}
        format={(value) => (value === null ? '' : money(value))}
        axisFormat={(value) => format.compactMoney(value, figures.currency)}
        series={[
          { label: t('DASHBOARD_PANELS.FINANCE.EXPECTED'), data: byDay.map((row) => row.expected) },
          { label: t('DASHBOARD_PANELS.FINANCE.COLLECTED'), data: byDay.map((row) => row.collected) },
          { label: t('DASHBOARD_PANELS.FINANCE.MISMATCHED'), data: byDay.map((row) => row.mismatched) },
        ]}
      />
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        {t('DASHBOARD_PANELS.FINANCE.BY_PARTNER')}
      </Typography>
      {byPartner.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('DASHBOARD_PANELS.FINANCE.NO_DATA')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="finance-partners">
            <TableHead>
              <TableRow>
                <TableCell>{t('DASHBOARD_PANELS.FINANCE.PARTNER')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.FINANCE.EXPECTED')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.FINANCE.COLLECTED')}</TableCell>
                <TableCell align="right">{t('DASHBOARD_PANELS.FINANCE.MISMATCHED')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {byPartner.map(({ partner, sums }) => (
                <TableRow key={partner}>
                  <TableCell>{words.partnerName(partner)}</TableCell>
                  <TableCell align="right">
                    {links.canOpen(expectedLink(partner)) ? (
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        onClick={() => links.open(expectedLink(partner))}
                        data-testid={`partner-${partner}-expected`}
                      >
                        {money(sums.expected)} ({format.count(sums.expectedCount)})
                      </Link>
                    ) : (
                      `${money(sums.expected)} (${format.count(sums.expectedCount)})`
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {money(sums.collected)} ({format.count(sums.collectedCount)})
                  </TableCell>
                  <TableCell align="right">
                    {money(sums.mismatched)} ({format.count(sums.mismatchedCount)})
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </PanelCard>
  );
}
