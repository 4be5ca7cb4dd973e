import type { OrgRiskThresholds } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * The org's delivery-risk band thresholds (org_delivery_risk_settings, 0035), read and written by
 * the settings screen; delivery-risk reads the same row inside its scoring statement. No row means
 * the defaults of the base rate.
 */
export async function loadRiskThresholds(db: ScopedDb, orgId: number): Promise<OrgRiskThresholds | null> {
  const row = await db
    .selectFrom('orgDeliveryRiskSettings')
    .select(['mediumFrom', 'highFrom'])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return row ? { mediumFrom: Number(row.mediumFrom), highFrom: Number(row.highFrom) } : null;
}

export async function saveRiskThresholds(
  db: ScopedDb,
  orgId: number,
  thresholds: OrgRiskThresholds,
  userId: number,
): Promise<void> {
  const values = { mediumFrom: String(thresholds.mediumFrom), highFrom: String(thresholds.highFrom) };
  await db
    .insertInto('orgDeliveryRiskSettings')
    .values({ orgId, ...values, updatedBy: userId })
    .onConflict((conflict) =>
      conflict.column('orgId').doUpdateSet({ ...values, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}

export async function deleteRiskThresholds(db: ScopedDb, orgId: number): Promise<void> {
  await db.deleteFrom('orgDeliveryRiskSettings').where('orgId', '=', orgId).execute();
}
