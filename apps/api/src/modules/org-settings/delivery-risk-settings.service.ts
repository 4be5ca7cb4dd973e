import type { DeliveryRiskSettings, UpdateDeliveryRiskSettings } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { DEFAULT_RISK_FACTORS, orgBaseRate } from '../delivery-risk/index.js';
import {
  deleteRiskThresholds,
  loadRiskThresholds,
  saveRiskThresholds,
} from './delivery-risk-settings.repository.js';
import { type Actor, audited } from './org-settings.service.js';

/** The org's thresholds, or null and the factors of the defaults, and its base rate (docs/delivery-risk.md 'Bands'). */
export async function deliveryRiskSettings(trx: ScopedDb, user: SessionUser): Promise<DeliveryRiskSettings> {
  return {
    thresholds: await loadRiskThresholds(trx, user.orgId),
    defaultFactors: { ...DEFAULT_RISK_FACTORS },
    baseRate: await orgBaseRate(trx, user.orgId),
  };
}

/** Sets the thresholds, or with null deletes them so the bands follow the base rate again. */
export async function updateDeliveryRiskSettings(
  trx: ScopedDb,
  actor: Actor,
  input: UpdateDeliveryRiskSettings,
): Promise<DeliveryRiskSettings> {
  const { user } = actor;
  const before = await loadRiskThresholds(trx, user.orgId);
  if (input.thresholds) await saveRiskThresholds(trx, user.orgId, input.thresholds, user.userId);
  else await deleteRiskThresholds(trx, user.orgId);
  await audited(trx, actor, 'delivery_risk', before, input.thresholds);
  return deliveryRiskSettings(trx, user);
}
