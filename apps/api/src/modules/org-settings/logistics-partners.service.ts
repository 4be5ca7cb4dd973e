import {
  CONFIGURABLE_PARTNERS,
  type ConfigurablePartner,
  type LogisticsPartnerSettings,
  logisticsPartnerProblem,
  type UpdateLogisticsPartner,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import { type StoredPartner, savePartner, storedPartners } from './logistics-partners.repository.js';
import type { Actor } from './org-settings.service.js';

/** What a browser may see of a partner's row: the credentials only by the keys that hold a value. */
function toSettings(partner: ConfigurablePartner, row: StoredPartner | undefined): LogisticsPartnerSettings {
  return {
    partner,
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    baseUrl: row?.baseUrl ?? null,
    options: row?.options ?? {},
    credentialsSet: Object.entries(row?.credentials ?? {})
      .filter(([, value]) => value !== '')
      .map(([key]) => key)
      .sort(),
    hasWebhookSecret: Boolean(row?.webhookSecret),
  };
}

/** The Logistics partners tab (docs/settings.md): every configurable partner, configured or not. */
export async function logisticsPartners(
  trx: ScopedDb,
  user: SessionUser,
): Promise<LogisticsPartnerSettings[]> {
  const rows = await storedPartners(trx, user.orgId);
  return CONFIGURABLE_PARTNERS.map((partner) =>
    toSettings(
      partner,
      rows.find((row) => row.partner === partner),
    ),
  );
}

export async function updateLogisticsPartner(
  trx: ScopedDb,
  actor: Actor,
  partner: ConfigurablePartner,
  input: UpdateLogisticsPartner,
): Promise<LogisticsPartnerSettings> {
  const { user } = actor;
  const before = (await storedPartners(trx, user.orgId)).find((row) => row.partner === partner);
  const previous = toSettings(partner, before);
  const problem = logisticsPartnerProblem(partner, input, previous.credentialsSet);
  if (problem) throw ruleViolation(problem.key, problem.values);
  // An empty credential keeps the stored one: the screen never has the value to send back.
  const credentials = { ...(before?.credentials ?? {}) };
  for (const [key, value] of Object.entries(input.credentials))
    if (value.trim() !== '') credentials[key] = value;
  await savePartner(trx, user.orgId, partner, {
    baseUrl: input.baseUrl,
    credentials,
    options: input.options,
    enabled: input.enabled,
  });
  const after = toSettings(
    partner,
    (await storedPartners(trx, user.orgId)).find((row) => row.partner === partner),
  );
  // The audit row names the credentials changed, never their values.
  await writeAudit(trx, {
    orgId: user.orgId,
    userId: user.userId,
    action: 'org_settings_updated',
    entityType: 'org_settings',
    entityId: `logistics_${partner}`,
    details: {
      section: `logistics_${partner}`,
      from: { ...previous },
      to: { ...after },
      credentialsChanged: Object.keys(input.credentials).filter((key) => input.credentials[key]?.trim()),
    },
    ip: actor.ip,
  });
  return after;
}
