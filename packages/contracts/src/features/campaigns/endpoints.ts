import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { CAMPAIGN_MANAGE_ROLES } from '../../roles.js';
import {
  callingListParamsSchema,
  callingListSaveSchema,
  campaignConfigurationSchema,
  campaignCreateSchema,
  campaignListFilterSchema,
  campaignIdParamsSchema,
  campaignRowSchema,
  campaignUpdateSchema,
} from './campaigns.js';

/** Campaign management and configuration (issue 10 item 4; docs/campaigns.md). Every change is audited. */
export const CAMPAIGN_ENDPOINTS = {
  campaignList: {
    method: 'GET',
    path: '/api/campaigns',
    summary: 'The org’s campaigns with their calling lists, products and configuration, paged',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    query: campaignListFilterSchema,
    data: z.array(campaignRowSchema),
    paged: true,
  },
  campaignCreate: {
    method: 'POST',
    path: '/api/campaigns',
    summary: 'Creates a campaign with its first calling lists and products (code unique in the org)',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    body: campaignCreateSchema,
    data: campaignRowSchema,
  },
  campaignUpdate: {
    method: 'PUT',
    path: '/api/campaigns/:campaignId',
    summary: 'Edits a campaign: name, network, offer product, products, active',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    params: campaignIdParamsSchema,
    body: campaignUpdateSchema,
    data: campaignRowSchema,
  },
  campaignConfigure: {
    method: 'PUT',
    path: '/api/campaigns/:campaignId/configuration',
    summary: 'Sets a campaign’s call attempts limit, callback days ahead, postback network and status',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    params: campaignIdParamsSchema,
    body: campaignConfigurationSchema,
    data: campaignRowSchema,
  },
  callingListCreate: {
    method: 'POST',
    path: '/api/campaigns/:campaignId/calling-lists',
    summary: 'Adds a calling list to a campaign (name unique in the campaign)',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    params: campaignIdParamsSchema,
    body: callingListSaveSchema,
    data: campaignRowSchema,
  },
  callingListRename: {
    method: 'PUT',
    path: '/api/campaigns/:campaignId/calling-lists/:callingListId',
    summary: 'Renames a calling list of a campaign',
    tag: 'campaigns',
    access: CAMPAIGN_MANAGE_ROLES,
    params: callingListParamsSchema,
    body: callingListSaveSchema,
    data: campaignRowSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
