import {
  CAMPAIGNS_ERRORS,
  type CallingListSaveInput,
  type CampaignConfigurationInput,
  type CampaignCreateInput,
  type CampaignListFilter,
  type CampaignRow,
  type CampaignUpdateInput,
  HQ_ORG_ID,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { auditActor, writeAudit } from '../audit/index.js';
import {
  type CampaignBaseRow,
  callbackDaysAheadOfLead,
  callingListNamed,
  callingListsOf,
  campaignPage,
  codeTaken,
  filteredCampaigns,
  findCallingList,
  findCampaign,
  insertCallingList,
  insertCampaign,
  knownProducts,
  productsOf,
  renameCallingListRow,
  setCampaignProducts,
  updateCampaignRow,
} from './campaigns.repository.js';

interface CampaignScope {
  orgId: number | null;
}

/** The campaign rows with their calling lists and products (two queries for the whole page). */
async function withDetails(trx: ScopedDb, rows: CampaignBaseRow[]): Promise<CampaignRow[]> {
  const ids = rows.map((row) => row.id);
  const [lists, products] = await Promise.all([callingListsOf(trx, ids), productsOf(trx, ids)]);
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    code: row.code,
    name: row.name,
    network: row.network,
    offerProduct:
      row.offerProductId !== null ? { id: row.offerProductId, name: row.offerProductName ?? '' } : null,
    active: row.active,
    callAttemptsLimit: row.callAttemptsLimit,
    callbackDaysAhead: row.callbackDaysAhead,
    callingLists: lists
      .filter((list) => list.campaignId === row.id)
      .map((list) => ({ id: list.id, name: list.name, leadCount: Number(list.leadCount ?? 0) })),
    products: products
      .filter((product) => product.campaignId === row.id)
      .map((product) => ({ id: product.id, name: product.name })),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

export const campaignList: PagedList<CampaignListFilter, CampaignScope, CampaignRow> = {
  scope: (user, filter) => ({ orgId: user.orgId === HQ_ORG_ID ? (filter.orgId ?? null) : user.orgId }),
  filtered: (trx, filter, scope) => filteredCampaigns(trx, filter, scope.orgId),
  page: async (trx, filter, scope, page) =>
    withDetails(trx, await campaignPage(trx, filter, scope.orgId, page)),
  exactTotal: true,
};

async function campaignRow(trx: ScopedDb, campaignId: number): Promise<CampaignRow> {
  const row = await findCampaign(trx, campaignId);
  if (!row) throw notFound();
  const [detailed] = await withDetails(trx, [row]);
  return detailed!;
}

/** The campaign, locked for a change; another org's is not visible (row-level security): 404. */
async function lockCampaign(trx: ScopedDb, campaignId: number) {
  const row = await findCampaign(trx, campaignId, true);
  if (!row) throw notFound();
  return row;
}

async function checkProducts(trx: ScopedDb, orgId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const known = await knownProducts(trx, orgId, unique);
  if (unique.some((id) => !known.has(id))) throw ruleViolation(CAMPAIGNS_ERRORS.PRODUCT_UNKNOWN);
  return unique.sort((a, b) => a - b);
}

const networkOf = (value: string | undefined) => (value === undefined ? undefined : value || null);

function audit(trx: ScopedDb, user: SessionUser, orgId: number, action: string, id: number, details: object) {
  return writeAudit(trx, {
    orgId,
    ...auditActor(user),
    action,
    entityType: 'campaign',
    entityId: String(id),
    details: details as Record<string, unknown>,
  });
}

export async function createCampaign(trx: ScopedDb, user: SessionUser, input: CampaignCreateInput) {
  const orgId = user.orgId !== HQ_ORG_ID ? user.orgId : input.orgId;
  if (orgId === undefined || orgId === HQ_ORG_ID) throw ruleViolation(CAMPAIGNS_ERRORS.ORG_REQUIRED);
  if (await codeTaken(trx, orgId, input.code)) throw ruleViolation(CAMPAIGNS_ERRORS.CODE_TAKEN);
  const offer = input.offerProductId ?? null;
  const productIds = await checkProducts(trx, orgId, input.productIds ?? []);
  if (offer !== null) await checkProducts(trx, orgId, [offer]);
  const lists = input.callingLists ?? [];
  const lower = lists.map((name) => name.toLowerCase());
  if (new Set(lower).size !== lower.length) throw ruleViolation(CAMPAIGNS_ERRORS.LIST_NAME_TAKEN);
  const id = await insertCampaign(trx, {
    orgId,
    code: input.code,
    name: input.name,
    network: networkOf(input.network) ?? null,
    offerProductId: offer,
    active: input.active,
  });
  if (id === undefined) throw ruleViolation(CAMPAIGNS_ERRORS.CODE_TAKEN);
  await setCampaignProducts(trx, orgId, id, productIds);
  for (const name of lists) await insertCallingList(trx, orgId, id, name);
  await audit(trx, user, orgId, 'campaign.create', id, {
    code: input.code,
    name: input.name,
    network: networkOf(input.network) ?? null,
    offerProductId: offer,
    productIds,
    active: input.active,
    callingLists: lists,
  });
  return campaignRow(trx, id);
}

/** The fields that differ, as { field: { from, to } } for the audit log. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after))
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(before[key]))
      changes[key] = { from: before[key] ?? null, to: value };
  return changes;
}

export async function updateCampaign(
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number,
  input: CampaignUpdateInput,
  now = new Date(),
) {
  const before = await lockCampaign(trx, campaignId);
  const patch = {
    name: input.name,
    network: networkOf(input.network),
    offerProductId: input.offerProductId,
    active: input.active,
  };
  if (patch.offerProductId != null) await checkProducts(trx, before.orgId, [patch.offerProductId]);
  const changes = changesOf(before, patch);
  if (input.productIds !== undefined) {
    const productIds = await checkProducts(trx, before.orgId, input.productIds);
    const previous = await setCampaignProducts(trx, before.orgId, campaignId, productIds);
    if (JSON.stringify(previous) !== JSON.stringify(productIds))
      changes.productIds = { from: previous, to: productIds };
  }
  return saveCampaignChanges(
    trx,
    user,
    { orgId: before.orgId, campaignId, action: 'campaign.update' },
    patch,
    changes,
    now,
  );
}

/** Writes the campaign's new values, audits what changed (nothing changed: no audit row), answers the row. */
async function saveCampaignChanges(
  trx: ScopedDb,
  user: SessionUser,
  target: { orgId: number; campaignId: number; action: string },
  patch: Parameters<typeof updateCampaignRow>[2],
  changes: Record<string, unknown>,
  now: Date,
) {
  await updateCampaignRow(trx, target.campaignId, patch, now);
  if (Object.keys(changes).length > 0)
    await audit(trx, user, target.orgId, target.action, target.campaignId, { changes });
  return campaignRow(trx, target.campaignId);
}

export async function configureCampaign(
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number,
  input: CampaignConfigurationInput,
  now = new Date(),
) {
  const before = await lockCampaign(trx, campaignId);
  const patch = {
    callAttemptsLimit: input.callAttemptsLimit,
    callbackDaysAhead: input.callbackDaysAhead,
    network: networkOf(input.network),
    active: input.active,
  };
  const changes = changesOf(before, patch);
  return saveCampaignChanges(
    trx,
    user,
    { orgId: before.orgId, campaignId, action: 'campaign.configure' },
    patch,
    changes,
    now,
  );
}

export async function addCallingList(
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number,
  input: CallingListSaveInput,
) {
  // The campaign's lock makes two adds of one name wait for each other: the second sees the first.
  const campaign = await lockCampaign(trx, campaignId);
  if (await callingListNamed(trx, campaignId, input.name))
    throw ruleViolation(CAMPAIGNS_ERRORS.LIST_NAME_TAKEN);
  const id = await insertCallingList(trx, campaign.orgId, campaignId, input.name);
  await audit(trx, user, campaign.orgId, 'calling-list.create', campaignId, {
    callingListId: id,
    name: input.name,
  });
  return campaignRow(trx, campaignId);
}

export async function renameCallingList(
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number,
  callingListId: number,
  input: CallingListSaveInput,
) {
  const campaign = await lockCampaign(trx, campaignId);
  const list = await findCallingList(trx, campaignId, callingListId);
  if (!list) throw notFound();
  const same = await callingListNamed(trx, campaignId, input.name);
  if (same && same.id !== callingListId) throw ruleViolation(CAMPAIGNS_ERRORS.LIST_NAME_TAKEN);
  if (list.name !== input.name) {
    await renameCallingListRow(trx, callingListId, input.name);
    await audit(trx, user, campaign.orgId, 'calling-list.rename', campaignId, {
      callingListId,
      name: { from: list.name, to: input.name },
    });
  }
  return campaignRow(trx, campaignId);
}

/**
 * The campaign's callback rule (its configuration): a callback of the lead at `at` may be at
 * most `callbackDaysAhead` days after `now`. Refuses with the campaign's limit in the message.
 */
export async function checkCallbackWithinCampaign(trx: ScopedDb, leadId: number, at: Date, now: Date) {
  const days = await callbackDaysAheadOfLead(trx, leadId);
  if (days !== undefined && at.getTime() - now.getTime() > days * 86_400_000)
    throw ruleViolation(CAMPAIGNS_ERRORS.CALLBACK_TOO_FAR, { days });
}
