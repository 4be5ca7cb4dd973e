import { mayCallEndpoint } from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { useSession } from '../../shared/session/session';
import { AgentPanel } from './agent-panel';
import { FinancePanel } from './finance-panel';
import { ManagerPanel } from './manager-panel';
import { TeamPanel } from './team-panel';

/** The panels of the user's roles (docs/dashboard.md), each shown when its call admits them. */
export function RolePanels() {
  const { access } = useSession();
  const roles = access?.roles ?? [];
  return (
    <>
      {mayCallEndpoint(CLIENT_ENDPOINTS.dashboardAgent, roles) ? <AgentPanel /> : null}
      {mayCallEndpoint(CLIENT_ENDPOINTS.dashboardTeam, roles) ? <TeamPanel /> : null}
      {mayCallEndpoint(CLIENT_ENDPOINTS.dashboardManager, roles) ? <ManagerPanel /> : null}
      {mayCallEndpoint(CLIENT_ENDPOINTS.dashboardFinance, roles) ? <FinancePanel /> : null}
    </>
  );
}
