import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { auditActor, secretChange, writeAudit } from '../audit/index.js';
import type { OrgTelephonySettings } from './provider.js';

const PLAIN_FIELDS = ['provider', 'pbxOriginateUrl', 'webPhoneUrl', 'webPhoneUserIds'] as const;

/**
 * The audit row of a change of the org's telephony settings, in its transaction: each plain field
 * that changed with its old and new value; the PBX token and the webhook secret only as set,
 * changed or cleared, never their values.
 */
export async function auditSettingsChange(
  trx: ScopedDb,
  user: SessionUser,
  before: OrgTelephonySettings,
  after: OrgTelephonySettings,
): Promise<void> {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    if (JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    from[field] = before[field];
    to[field] = after[field];
  }
  const secrets = Object.fromEntries(
    (['pbxToken', 'webhookSecret'] as const)
      .map((field) => [field, secretChange(before[field], after[field])] as const)
      .filter(([, change]) => change !== undefined),
  );
  await writeAudit(trx, {
    orgId: after.orgId,
    ...auditActor(user),
    action: 'telephony_settings_updated',
    entityType: 'org_settings',
    entityId: 'telephony',
    details: { section: 'telephony', from, to, secrets },
  });
}
