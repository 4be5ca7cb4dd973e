import { ENDPOINTS, mayCallEndpoint } from '@leadline/contracts';
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
      {mayCallEndpoint(ENDPOINTS.dashboardAgent, roles) ? <AgentPanel /> : null}
      {mayCallEndpoint(ENDPOINTS.dashboardTeam, roles) ? <TeamPanel /> : null}
      {mayCallEndpoint(ENDPOINTS.dashboardManager, roles) ? <ManagerPanel /> : null}
      {mayCallEndpoint(ENDPOINTS.dashboardFinance, roles) ? <FinancePanel /> : null}
    </>
  );
}
