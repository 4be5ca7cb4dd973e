import {
  type CreateOrderInput,
  type CreateOrderResult,
  type Language,
  LEAD_DETAIL_ERRORS,
  LEAD_STATUS,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { translatedRefusal } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { createLead } from '../lead-intake/index.js';
import { addressIncomplete, createSaleOrderFor, missingAddressOfLead } from '../sale-orders/index.js';
import { leadStatusOf, setLeadStatus } from './lead-detail.repository.js';

/**
 * Order creation (/apps/orders/create/{typeLead}): the lead is created by lead intake's rules
 * (campaign of the org, phone normalised for its region, address units chained, the agent who
 * creates it is its assignee), then approved with its sale order priced like a save. A phone
 * that intake would mark Duplicated is refused instead, naming the earlier lead: the customer
 * already has an open lead or a recent order, which the agent should open rather than order
 * twice. The route's typeLead only decides where the screen goes next (SPEC.md 2.4). All in one transaction: any refusal leaves nothing behind. No call is required: the
 * agent is talking to the customer who asked for the order.
 */
export async function createOrder(
  trx: ScopedDb,
  user: SessionUser,
  input: CreateOrderInput,
  language: Language,
  now = new Date(),
): Promise<CreateOrderResult> {
  const { saleOrder, ...leadInput } = input;
  const created = await createLead(
    trx,
    user,
    { ...leadInput, sourceNetwork: undefined, sourcePublisher: undefined, clickId: undefined },
    language,
    now,
  );
  if (created.duplicate) {
    throw translatedRefusal(
      translate(language, LEAD_DETAIL_ERRORS.CREATE_DUPLICATE_PHONE, { leadId: created.duplicateOfId ?? '' }),
      { field: 'phone' },
    );
  }
  const lead = await leadStatusOf(trx, created.leadId);
  // An order is taken only to a deliverable address (docs/validation.md 'Ready to ship').
  const missing = await missingAddressOfLead(trx, lead.id);
  if (missing.length > 0) throw addressIncomplete(language, missing, LEAD_DETAIL_ERRORS.ADDRESS_INCOMPLETE);
  const soId = await createSaleOrderFor(trx, user, lead, saleOrder, now);
  await setLeadStatus(trx, lead.id, LEAD_STATUS.APPROVED, now);
  await writeHistory(trx, [
    {
      orgId: lead.orgId,
      entityType: 'lead',
      entityId: lead.id,
      actorId: user.userId,
      action: 'status',
      changes: { leadStatus: { from: lead.leadStatus, to: LEAD_STATUS.APPROVED } },
    },
  ]);
  return { leadId: lead.id, soId };
}
