import type { ConfigurablePartner } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * The org's rows of logistics_settings (0012, read by modules/logistics' adapters) as the
 * Logistics partners tab edits them. The credentials are read here only to merge a change and to
 * say which keys are set: nothing in this file answers them to a caller.
 */
export interface StoredPartner {
  partner: ConfigurablePartner;
  baseUrl: string | null;
  credentials: Record<string, string>;
  options: Record<string, unknown>;
  webhookSecret: string | null;
  enabled: boolean;
}

export async function storedPartners(trx: ScopedDb, orgId: number): Promise<StoredPartner[]> {
  const rows = await trx
    .selectFrom('logisticsSettings')
    .select(['partner', 'baseUrl', 'credentials', 'options', 'webhookSecret', 'enabled'])
    .where('orgId', '=', orgId)
    .where('partner', '<>', 'simulator')
    .execute();
  return rows.map((row) => ({
    ...row,
    partner: row.partner as ConfigurablePartner,
    credentials: row.credentials ?? {},
    options: row.options ?? {},
  }));
}

export async function savePartner(
  trx: ScopedDb,
  orgId: number,
  partner: ConfigurablePartner,
  values: {
    baseUrl: string | null;
    credentials: Record<string, string>;
    options: Record<string, unknown>;
    enabled: boolean;
  },
): Promise<void> {
  const set = {
    baseUrl: values.baseUrl,
    credentials: JSON.stringify(values.credentials),
    options: JSON.stringify(values.options),
    enabled: values.enabled,
    updatedAt: new Date(),
  };
  await trx
    .insertInto('logisticsSettings')
    .values({ orgId, partner, ...set })
    .onConflict((conflict) => conflict.columns(['orgId', 'partner']).doUpdateSet(set))
    .execute();
}
