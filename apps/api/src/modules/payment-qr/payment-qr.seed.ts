import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Demo payment settings (docs/payments.md): every Vietnamese demo org receives VietQR transfers
 * into a Vietcombank account, every Thai one PromptPay to a phone; each org's bank feed presents
 * `demo-bank-feed-<org code>` (SePay API key and Casso checksum key). Idempotent: an org's own
 * settings, once saved, are kept.
 */
export async function seedDemoPaymentSettings(db: Kysely<Database>): Promise<void> {
  await sql`
    INSERT INTO org_payment_settings
      (org_id, bank_bin, bank_name, account_number, account_name, promptpay_target, webhook_secret)
    SELECT o.id,
           CASE WHEN o.country = 'VN' THEN '970436' END,
           CASE WHEN o.country = 'VN' THEN 'Vietcombank' END,
           CASE WHEN o.country = 'VN' THEN '00710001' || lpad(o.id::text, 5, '0') END,
           CASE WHEN o.country = 'VN' THEN 'CONG TY LEADLINE ' || o.code ELSE 'LEADLINE ' || o.code END,
           CASE WHEN o.country = 'TH' THEN '08' || lpad(o.id::text, 8, '0') END,
           'demo-bank-feed-' || o.code
    FROM orgs o
    WHERE o.country IN ('VN', 'TH')
    ON CONFLICT (org_id) DO NOTHING`.execute(db);
}
