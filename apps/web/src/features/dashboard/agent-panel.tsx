import { APPROVED_SO_STATUSES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePushEvent } from '../../shared/push/use-push-event';
import { useSession } from '../../shared/session/session';
import { useDashboardFormat } from './dashboard-format';
import { LIST_LINKS } from './dashboard-links';
import { FigureGrid, FigureTile, PanelCard, PanelPending } from './figure-tile';

/**
 * The agent's own day (docs/dashboard.md). Loaded again when one of their calls ends or a callback
 * falls due (the pushes the agent receives), never on a timer.
 */
export function AgentPanel() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const { me } = useSession();
  const panel = useEndpointQuery('dashboardAgent', {}, { localized: false });
  const refetch = panel.refetch;
  usePushEvent('call.state', (event) => {
    if (event.agentId === me?.info.userId && event.state !== 'ringing') void refetch();
  });
  usePushEvent('callback.due', (event) => {
    if (event.agentId === me?.info.userId) void refetch();
  });
  usePushEvent('push.ready', () => void refetch());
  const figures = panel.data;
  if (!figures)
    return (
      <PanelCard title={t('DASHBOARD_PANELS.AGENT.TITLE')} testId="panel-agent">
        <PanelPending failed={panel.isError} />
      </PanelCard>
    );
  const today = { dateFrom: figures.day, dateTo: figures.day };
  return (
    <PanelCard title={t('DASHBOARD_PANELS.AGENT.TITLE')} testId="panel-agent">
      <FigureGrid columns={4}>
        <FigureTile
          testId="figure-agent-calls"
          label={t('DASHBOARD_PANELS.AGENT.CALLS')}
          value={format.count(figures.calls)}
          hint={t('DASHBOARD_PANELS.AGENT.ANSWERED', { count: figures.answeredCalls })}
        />
        <FigureTile
          testId="figure-agent-talk"
          label={t('DASHBOARD_PANELS.AGENT.TALK_TIME')}
          value={format.duration(figures.talkSeconds)}
          hint={t('DASHBOARD_PANELS.AGENT.NO_LIST')}
        />
        <FigureTile
          testId="figure-agent-approvals"
          label={t('DASHBOARD_PANELS.AGENT.APPROVALS')}
          value={format.count(figures.approvals)}
          hint={t('DASHBOARD_PANELS.AGENT.APPROVALS_OF', { count: figures.orders })}
          link={LIST_LINKS.orderManagement({ ...today, soStatus: APPROVED_SO_STATUSES })}
        />
        <FigureTile
          testId="figure-agent-callbacks"
          label={t('DASHBOARD_PANELS.AGENT.CALLBACKS_DUE')}
          value={format.count(figures.callbacksDue)}
          link={LIST_LINKS.callbacksDueToday()}
        />
      </FigureGrid>
    </PanelCard>
  );
}
