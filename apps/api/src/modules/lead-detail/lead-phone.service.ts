import {
  type ChangePhoneInput,
  findOrg,
  type Language,
  LEAD_DETAIL_CODE,
  LEAD_DETAIL_ERRORS,
  normalizePhone,
  type OrderDetail,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome, translatedRefusal } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { leadForCaller } from '../leads/index.js';
import { updateLeadPhone } from './lead-detail.repository.js';
import { orderDetail } from './lead-detail.service.js';

/**
 * PUT lead/{id}/phone: the agent corrects the customer's number. It is normalised for the lead's
 * org region like intake does (a mobile of the region, else a clear refusal and nothing changed),
 * the lead's version is checked (409) and bumped, and the change is written to the history. The
 * duplicate rule is not applied: it marks new leads at intake, and this lead already exists.
 */
export async function changePhone(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  input: ChangePhoneInput,
  language: Language,
  now = new Date(),
): Promise<OrderDetail> {
  const lead = await leadForCaller(trx, user, leadId, true);
  if (lead.version !== input.version)
    throw new BusinessOutcome(LEAD_DETAIL_CODE.CONFLICT, LEAD_DETAIL_ERRORS.VERSION_CONFLICT);
  const region = findOrg(lead.orgId)?.phoneRegion;
  const phone = region ? normalizePhone(input.phone, region) : null;
  if (!region || !phone?.valid || !phone.e164) {
    throw translatedRefusal(
      translate(language, LEAD_DETAIL_ERRORS.PHONE_INVALID, { phone: input.phone, region: region ?? '—' }),
    );
  }
  if (phone.e164 !== lead.phoneE164 || input.phone !== lead.phoneRaw) {
    await updateLeadPhone(trx, lead.id, { phoneRaw: input.phone, phoneE164: phone.e164 }, now);
    await writeHistory(trx, [
      {
        orgId: lead.orgId,
        entityType: 'lead',
        entityId: lead.id,
        actorId: user.userId,
        action: 'phone',
        changes: { phone: { from: lead.phoneE164 ?? lead.phoneRaw, to: phone.e164 } },
      },
    ]);
  }
  return orderDetail(trx, user, lead.id, language);
}
