import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import {
  addGroupAgents,
  agentGroupList,
  agentsOfGroup,
  createAgentGroup,
  removeGroupAgent,
  setGroupCampaigns,
  updateAgentGroup,
} from './agent-groups.service.js';

/** Agent groups (/apps/system/agent-group/all) and SPEC.md 7.8 GET groups/{id}/agents. */
export function agentGroupsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.listAgentGroups, async ({ trx, user, query }) => {
    const data = await agentGroupList(trx, user, query);
    return { data, total: data.length };
  });
  registerEndpoint(app, ENDPOINTS.createAgentGroup, async ({ trx, user, body, request }) => ({
    data: await createAgentGroup(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.updateAgentGroup, async ({ trx, user, params, body, request }) => ({
    data: await updateAgentGroup(trx, { user, ip: request.ip }, params.id, body),
  }));
  registerEndpoint(app, ENDPOINTS.groupAgents, async ({ trx, params }) => ({
    data: await agentsOfGroup(trx, params.id),
  }));
  registerEndpoint(app, ENDPOINTS.addGroupAgents, async ({ trx, user, params, body, request }) => ({
    data: await addGroupAgents(trx, { user, ip: request.ip }, params.id, body.userIds),
  }));
  registerEndpoint(app, ENDPOINTS.removeGroupAgent, async ({ trx, user, params, request }) => ({
    data: await removeGroupAgent(trx, { user, ip: request.ip }, params.id, params.userId),
  }));
  registerEndpoint(app, ENDPOINTS.setGroupCampaigns, async ({ trx, user, params, body, request }) => ({
    data: await setGroupCampaigns(trx, { user, ip: request.ip }, params.id, body.campaignIds),
  }));
}
