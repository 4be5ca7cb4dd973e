import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
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
export function agentGroupsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ENDPOINTS.listAgentGroups, async ({ user, query }) => {
    const data = await agentGroupList(ctx, user, query);
    return { data, total: data.length };
  });
  registerEndpoint(app, ENDPOINTS.createAgentGroup, async ({ user, body, request }) => ({
    data: await createAgentGroup(ctx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.updateAgentGroup, async ({ user, params, body, request }) => ({
    data: await updateAgentGroup(ctx, { user, ip: request.ip }, params.id, body),
  }));
  registerEndpoint(app, ENDPOINTS.groupAgents, async ({ user, params }) => ({
    data: await agentsOfGroup(ctx, user, params.id),
  }));
  registerEndpoint(app, ENDPOINTS.addGroupAgents, async ({ user, params, body, request }) => ({
    data: await addGroupAgents(ctx, { user, ip: request.ip }, params.id, body.userIds),
  }));
  registerEndpoint(app, ENDPOINTS.removeGroupAgent, async ({ user, params, request }) => ({
    data: await removeGroupAgent(ctx, { user, ip: request.ip }, params.id, params.userId),
  }));
  registerEndpoint(app, ENDPOINTS.setGroupCampaigns, async ({ user, params, body, request }) => ({
    data: await setGroupCampaigns(ctx, { user, ip: request.ip }, params.id, body.campaignIds),
  }));
}
