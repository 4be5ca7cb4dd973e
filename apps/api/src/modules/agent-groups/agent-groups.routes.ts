import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
  registerStepwiseEndpoint(app, ENDPOINTS.listAgentGroups, async ({ user, query }) => {
    const data = await agentGroupList(ctx, user, query);
    return { data, total: data.length };
  });
  registerStepwiseEndpoint(app, ENDPOINTS.createAgentGroup, async ({ user, body, request }) => ({
    data: await createAgentGroup(ctx, { user, ip: request.ip }, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateAgentGroup, async ({ user, params, body, request }) => ({
    data: await updateAgentGroup(ctx, { user, ip: request.ip }, params.id, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.groupAgents, async ({ user, params }) => ({
    data: await agentsOfGroup(ctx, user, params.id),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.addGroupAgents, async ({ user, params, body, request }) => ({
    data: await addGroupAgents(ctx, { user, ip: request.ip }, params.id, body.userIds),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.removeGroupAgent, async ({ user, params, request }) => ({
    data: await removeGroupAgent(ctx, { user, ip: request.ip }, params.id, params.userId),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.setGroupCampaigns, async ({ user, params, body, request }) => ({
    data: await setGroupCampaigns(ctx, { user, ip: request.ip }, params.id, body.campaignIds),
  }));
}
