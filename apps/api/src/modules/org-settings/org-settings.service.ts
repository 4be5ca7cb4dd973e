import {
  type DeliveryCutoff,
  findOrg,
  ORG_SETTINGS_ERRORS,
  type OrgPaymentAccount,
  type Profile,
  paymentAccountProblem,
  type QrScheme,
  type UpdateDeliveryCutoff,
  type UpdatePaymentAccount,
  type UpdateProfile,
  type UpdateWebPhoneSettings,
  type WebPhoneSettings,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import { loadDeliveryCutoff, saveDeliveryCutoff } from '../delivery-orders/index.js';
import { paymentSettingsOf, savePaymentSettings } from '../payment-qr/index.js';
import {
  activeUsersAmong,
  loadProfile,
  loadWebPhone,
  saveFullName,
  saveWebPhone,
} from './org-settings.repository.js';

/** Who changes a setting, from where: the audit row's actor. */
export interface Actor {
  user: SessionUser;
  ip: string;
}

/**
 * The settings are the caller's org's (HQ's own row for an HQ administrator): row-level security
 * keeps every read and write inside it, whatever the code asks.
 */
export async function audited(
  trx: ScopedDb,
  actor: Actor,
  section: string,
  from: unknown,
  to: unknown,
  action = 'org_settings_updated',
): Promise<void> {
  await writeAudit(trx, {
    orgId: actor.user.orgId,
    userId: actor.user.userId,
    action,
    entityType: action === 'profile_updated' ? 'user' : 'org_settings',
    entityId: action === 'profile_updated' ? String(actor.user.userId) : section,
    details: { section, from, to },
    ip: actor.ip,
  });
}

// Web phone ----------------------------------------------------------------------------------

export function webPhoneSettings(trx: ScopedDb, user: SessionUser): Promise<WebPhoneSettings> {
  return loadWebPhone(trx, user.orgId);
}

export async function updateWebPhoneSettings(
  trx: ScopedDb,
  actor: Actor,
  input: UpdateWebPhoneSettings,
): Promise<WebPhoneSettings> {
  const { user } = actor;
  const known = new Set(await activeUsersAmong(trx, user.orgId, input.webPhoneUserIds));
  const unknown = input.webPhoneUserIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw ruleViolation(ORG_SETTINGS_ERRORS.UNKNOWN_USERS, { ids: unknown.join(', ') });
  const before = await loadWebPhone(trx, user.orgId);
  await saveWebPhone(trx, user.orgId, input);
  await audited(trx, actor, 'web_phone', before, input);
  return loadWebPhone(trx, user.orgId);
}

// Bank account for QR -------------------------------------------------------------------------

/** The QR scheme of the org's country (payment-qr's rule): VietQR in Vietnam, PromptPay in Thailand. */
function schemeOf(orgId: number): QrScheme | null {
  const country = findOrg(orgId)?.country;
  if (country === 'VN') return 'vietqr';
  if (country === 'TH') return 'promptpay';
  return null;
}

export async function paymentAccount(trx: ScopedDb, user: SessionUser): Promise<OrgPaymentAccount> {
  return {
    ...(await paymentSettingsOf(trx, user.orgId)),
    scheme: schemeOf(user.orgId),
  };
}

export async function updatePaymentAccount(
  trx: ScopedDb,
  actor: Actor,
  input: UpdatePaymentAccount,
): Promise<OrgPaymentAccount> {
  const { user } = actor;
  const scheme = schemeOf(user.orgId);
  // Checked before any write: a saved account always makes a QR that parses back to it.
  const problem = paymentAccountProblem(scheme, input);
  if (problem) throw ruleViolation(problem);
  const before = await paymentSettingsOf(trx, user.orgId);
  await savePaymentSettings(
    trx,
    user.orgId,
    {
      bankBin: input.bankBin,
      bankName: input.bankName,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
      promptpayTarget: input.promptPayTarget,
      qrEnabled: input.qrEnabled,
    },
    user.userId,
  );
  // The feed secret is neither changed nor written to the audit row (paymentSettingsOf says only whether it is set).
  await audited(trx, actor, 'payment_account', before, input);
  return { ...(await paymentSettingsOf(trx, user.orgId)), scheme };
}

// Delivery cut-off -----------------------------------------------------------------------------

const timeZoneOf = (orgId: number) => findOrg(orgId)?.timeZone ?? 'UTC';

export async function deliveryCutoff(trx: ScopedDb, user: SessionUser): Promise<DeliveryCutoff> {
  const rule = await loadDeliveryCutoff(trx, user.orgId);
  return { ...rule, workingDays: [...rule.workingDays], timeZone: timeZoneOf(user.orgId) };
}

export async function updateDeliveryCutoff(
  trx: ScopedDb,
  actor: Actor,
  input: UpdateDeliveryCutoff,
): Promise<DeliveryCutoff> {
  const { user } = actor;
  const before = await loadDeliveryCutoff(trx, user.orgId);
  await saveDeliveryCutoff(trx, user.orgId, input, user.userId);
  await audited(trx, actor, 'delivery_cutoff', before, input);
  const after = await loadDeliveryCutoff(trx, user.orgId);
  return { ...after, workingDays: [...after.workingDays], timeZone: timeZoneOf(user.orgId) };
}

// Own profile --------------------------------------------------------------------------------

export async function myProfile(trx: ScopedDb, user: SessionUser): Promise<Profile> {
  const profile = await loadProfile(trx, user.userId);
  if (!profile) throw notFound();
  return profile;
}

/** The caller's own row only: the id comes from the session, never from the request. */
export async function updateMyProfile(trx: ScopedDb, actor: Actor, input: UpdateProfile): Promise<Profile> {
  const { user } = actor;
  const before = await loadProfile(trx, user.userId);
  if (!before) throw notFound();
  await saveFullName(trx, user.userId, input.fullName);
  await audited(trx, actor, 'profile', { fullName: before.fullName }, input, 'profile_updated');
  const after = await loadProfile(trx, user.userId);
  if (!after) throw notFound();
  return after;
}
