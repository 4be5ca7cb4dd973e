import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePushEvent } from '../../shared/push/use-push-event';
import { stateColor, stateLabelKey } from '../presence';
import { useDashboardFormat } from './dashboard-format';
import { LIST_LINKS, useListLinks } from './dashboard-links';
import { FigureGrid, FigureTile, PanelCard, PanelPending } from './figure-tile';
import { StateChart } from './lazy-charts';

/**
 * A team leader's team (docs/dashboard.md): the agents by state now and the conversion, orders over
 * leads called, today and over 7 days. A pushed state change (the live board's push) loads it
 * again.
 */
export function TeamPanel() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const links = useListLinks();
  const panel = useEndpointQuery('dashboardTeam', {}, { localized: false });
  const refetch = panel.refetch;
  usePushEvent('agent.state', () => void refetch());
  usePushEvent('push.ready', () => void refetch());
  const team = panel.data;
  if (!team)
    return (
      <PanelCard title={t('DASHBOARD_PANELS.TEAM.TITLE')} testId="panel-team">
        <PanelPending failed={panel.isError} />
      </PanelCard>
    );
  const agentId = team.group ? team.agents.map((agent) => agent.id) : undefined;
  const noState = team.agents.filter((agent) => agent.state === null).length;
  const slices = [
    ...team.states.map((entry) => ({
      id: entry.state,
      label: t(stateLabelKey(entry.stateCode)),
      value: entry.count,
      color: stateColor(entry.stateCode),
    })),
    ...(noState
      ? [{ id: '-', label: t('DASHBOARD_PANELS.TEAM.NO_STATE'), value: noState, color: '#cfd8dc' }]
      : []),
  ];
  const liveBoard = LIST_LINKS.liveBoard();
  const windows = [
    { key: 'today', title: t('DASHBOARD_PANELS.TEAM.TODAY'), window: team.today },
    { key: 'week', title: t('DASHBOARD_PANELS.TEAM.WEEK'), window: team.week },
  ];
  return (
    <PanelCard
      title={
        team.group
          ? t('DASHBOARD_PANELS.TEAM.TITLE_GROUP', { name: team.group.name })
          : t('DASHBOARD_PANELS.TEAM.TITLE')
      }
      testId="panel-team"
      action={
        links.canOpen(liveBoard) ? (
          <Button size="small" onClick={() => links.open(liveBoard)}>
            {t('DASHBOARD_PANELS.TEAM.LIVE_BOARD')}
          </Button>
        ) : null
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('DASHBOARD_PANELS.TEAM.STATES')} ·{' '}
            {t('DASHBOARD_PANELS.TEAM.AGENTS', { count: team.agents.length })}
          </Typography>
          <StateChart slices={slices} testId="chart-team-states" />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="team-states">
            {slices.map((slice) => (
              <Chip
                key={slice.id}
                size="small"
                variant="outlined"
                label={`${slice.label}: ${format.count(slice.value)}`}
              />
            ))}
          </Stack>
        </Box>
        <Box>
          {windows.map(({ key, title, window }) => {
            const range = { dateFrom: window.from, dateTo: window.to };
            return (
              <Box key={key} sx={{ mb: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
                  {t('DASHBOARD_PANELS.TEAM.CONVERSION')} · {title}
                </Typography>
                <FigureGrid columns={3}>
                  <FigureTile
                    testId={`figure-team-${key}-called`}
                    label={t('DASHBOARD_PANELS.TEAM.LEADS_CALLED')}
                    value={format.count(window.leadsCalled)}
                    link={LIST_LINKS.orderList({ ...range, dateField: 'lastCallAt', agentId })}
                  />
                  <FigureTile
                    testId={`figure-team-${key}-orders`}
                    label={t('DASHBOARD_PANELS.TEAM.ORDERS')}
                    value={format.count(window.orders)}
                    link={LIST_LINKS.orderManagement({ ...range, agentId })}
                  />
                  <FigureTile
                    testId={`figure-team-${key}-rate`}
                    label={t('DASHBOARD_PANELS.TEAM.RATE')}
                    value={format.rate(window.orders, window.leadsCalled)}
                  />
                </FigureGrid>
              </Box>
            );
          })}
        </Box>
      </Box>
    </PanelCard>
  );
}
