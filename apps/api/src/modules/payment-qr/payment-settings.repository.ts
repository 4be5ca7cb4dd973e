import type { OrgPaymentSettings } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | ScopedDb;

/**
 * The org's payment settings (0021_payments.sql): the receiving account of its payment QR codes
 * and its bank-feed secret. Exported (index.ts) for the settings screen of another issue, which
 * reads them with `paymentSettingsOf` and writes them with `savePaymentSettings`.
 */
export interface PaymentSettingsRow {
  orgId: number;
  bankBin: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  promptpayTarget: string | null;
  webhookSecret: string | null;
  qrEnabled: boolean;
}

export async function loadPaymentSettings(db: Db, orgId: number): Promise<PaymentSettingsRow | undefined> {
  return db
    .selectFrom('orgPaymentSettings')
    .select([
      'orgId',
      'bankBin',
      'bankName',
      'accountNumber',
      'accountName',
      'promptpayTarget',
      'webhookSecret',
      'qrEnabled',
    ])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
}

/** The settings as a browser may see them: the secret is only said to exist. */
export function toOrgPaymentSettings(orgId: number, row: PaymentSettingsRow | undefined): OrgPaymentSettings {
  return {
    orgId,
    bankBin: row?.bankBin ?? null,
    bankName: row?.bankName ?? null,
    accountNumber: row?.accountNumber ?? null,
    accountName: row?.accountName ?? null,
    promptPayTarget: row?.promptpayTarget ?? null,
    qrEnabled: row?.qrEnabled ?? false,
    hasWebhookSecret: Boolean(row?.webhookSecret),
  };
}

export async function paymentSettingsOf(db: Db, orgId: number): Promise<OrgPaymentSettings> {
  return toOrgPaymentSettings(orgId, await loadPaymentSettings(db, orgId));
}

/** The fields a settings form changes; undefined keeps the stored value, null clears it. */
export type PaymentSettingsChange = Partial<Omit<PaymentSettingsRow, 'orgId'>>;

/** Creates or changes the org's settings (the caller writes the audit row in the same transaction). */
export async function savePaymentSettings(
  db: Db,
  orgId: number,
  change: PaymentSettingsChange,
  actorId: number | null,
): Promise<void> {
  const values = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  await db
    .insertInto('orgPaymentSettings')
    .values({ orgId, ...values, updatedBy: actorId })
    .onConflict((oc) =>
      oc.column('orgId').doUpdateSet({ ...values, updatedBy: actorId, updatedAt: new Date() }),
    )
    .execute();
}

/** The org of a code (the bank feed's ?org=), read without a session. */
export async function orgIdOfCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('orgs').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}
