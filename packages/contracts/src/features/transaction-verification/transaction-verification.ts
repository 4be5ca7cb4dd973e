import { z } from 'zod';
import { DATE_ORDER, dateOrder } from '../../list-filters.js';
import {
  calendarDate,
  dbId,
  dbIdParam,
  int4,
  listPaging,
  MONEY_MAX,
  orgIdParam,
} from '../../schema-primitives.js';

/**
 * Transaction verification (SPEC.md 2.5, 3, 6 '20 only', 7.9; DOMAIN.md 'Postbacks and bank
 * transactions'; PARTNERS.md 7; docs/payments.md): bank transfers received from a bank feed
 * (SePay, Casso) or imported from a statement, each matched to a sale order by the memo's
 * reference (LL<soId>) and the amount, then verified or rejected by finance.
 */

/** Statuses (definition/transaction-verification-statuses); names TRANSACTION_VERIFICATION.STATUS.<value>. */
export const TRANSACTION_STATUS = {
  /** No sale order named by the memo. */
  UNMATCHED: 1,
  /** The memo names an order of the org and the amount is the order's. */
  MATCHED: 2,
  /** The memo names an order but the amount differs (under- or overpaid). */
  AMOUNT_MISMATCH: 3,
  VERIFIED: 4,
  REJECTED: 5,
} as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];
export const TRANSACTION_STATUS_VALUES = Object.values(TRANSACTION_STATUS) as TransactionStatus[];
/** Statuses finance still has to decide on. */
export const OPEN_TRANSACTION_STATUSES: readonly number[] = [
  TRANSACTION_STATUS.UNMATCHED,
  TRANSACTION_STATUS.MATCHED,
  TRANSACTION_STATUS.AMOUNT_MISMATCH,
];

/** Where a transaction came from: a bank feed's webhook, a statement file, the built-in simulator. */
export const TRANSACTION_SOURCES = ['sepay', 'casso', 'statement', 'simulator'] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];
/**
 * The feeds that push to POST /api/bank/webhook/{feed}: SePay, Casso, and the built-in simulator
 * (SePay's body and API key, stored as source 'simulator'; docs/payments.md).
 */
export const BANK_FEEDS = ['sepay', 'casso', 'simulator'] as const;
export type BankFeed = (typeof BANK_FEEDS)[number];

export const STATEMENT_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 5_000 } as const;

export const transactionStatusSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

const oneStatus = int4({ min: 1, max: 5 });
const statusList = z
  .union([z.array(oneStatus).max(5), oneStatus])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const isoDate = calendarDate();
const filterFields = {
  status: statusList.optional(),
  source: z.enum(TRANSACTION_SOURCES).optional(),
  /** Days of the transfer in the org's time zone, both included. */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Memo, bank reference, SO id or lead id. */
  search: z.string().trim().max(100).optional(),
  /** HQ picks the org; other users' own org always applies. */
  orgId: orgIdParam().optional(),
};

/** POST bank/transactions?page=&size=: the filter in the body, paging in the query. */
export const bankTransactionsQuerySchema = z.object(listPaging());
export const bankTransactionFilterSchema = z.object(filterFields).refine(dateOrder, DATE_ORDER);
export type BankTransactionFilter = z.infer<typeof bankTransactionFilterSchema>;

export const bankTransactionRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  source: z.enum(TRANSACTION_SOURCES),
  /** The feed's or the statement's own id of the transfer (stored once per org and source). */
  externalId: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** Minor units of the org's currency. */
  amount: z.number().int(),
  currency: z.string(),
  memo: z.string(),
  transactedAt: z.string(),
  receivedAt: z.string(),
  status: z.number().int(),
  soId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  orderAmount: z.number().int().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type BankTransactionRow = z.infer<typeof bankTransactionRowSchema>;

/** POST bank/transactions: the page and totalSelf, the filter's count (SPEC.md 3). */
export const bankTransactionPageSchema = z.object({
  data: z.array(bankTransactionRowSchema),
  totalSelf: z.number().int(),
});

export const bankTransactionEventSchema = z.object({
  action: z.string(),
  actorName: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export const bankTransactionDetailSchema = bankTransactionRowSchema.extend({
  counterAccount: z.string().nullable(),
  customerName: z.string().nullable(),
  events: z.array(bankTransactionEventSchema),
});
export type BankTransactionDetail = z.infer<typeof bankTransactionDetailSchema>;

export const bankTransactionParamsSchema = z.object({
  id: dbIdParam().describe('The bank transaction’s id'),
});

/** POST bank/transaction/verification: verify (with the order when none matched) or reject with a reason. */
export const transactionVerificationSchema = z
  .object({
    id: dbId(),
    action: z.enum(['verify', 'reject']),
    reason: z.string().trim().max(500).optional(),
    /** The sale order a verified transfer pays, when the memo named none. */
    soId: dbId().optional(),
  })
  .refine((input) => input.action !== 'reject' || (input.reason ?? '') !== '', {
    message: 'TRANSACTION_VERIFICATION.ERROR.REASON_REQUIRED',
    path: ['reason'],
  });
export type TransactionVerificationInput = z.infer<typeof transactionVerificationSchema>;

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullish();
/** A feed's signed amount (an outgoing transfer is negative in Casso); money fields, not ids. */
const amount = z.number().int().min(-MONEY_MAX).max(MONEY_MAX);
/** A feed's own transfer id: sequential, inside int4 today (docs/payments.md). */
const feedId = int4({ min: 1 });

/**
 * SePay's webhook (PARTNERS.md 7.1, sepayvn/laravel-sepay SePayWebhookData). Loose: a feed's
 * fields beyond these are kept, since Casso signs the whole body as it was sent.
 */
export const sepayWebhookSchema = z.looseObject({
  id: feedId,
  gateway: text(100),
  transactionDate: text(40),
  accountNumber: text(40),
  subAccount: optionalText(40),
  code: optionalText(100),
  content: text(500),
  transferType: z.enum(['in', 'out']),
  description: optionalText(1000),
  transferAmount: amount,
  referenceCode: optionalText(100),
  accumulated: amount.nullish(),
});
export type SepayWebhook = z.infer<typeof sepayWebhookSchema>;

/** Casso's webhook v2 (PARTNERS.md 7.2, CassoHQ/casso-webhook-v2-verify-signature). */
export const cassoWebhookSchema = z.looseObject({
  error: int4(),
  data: z.looseObject({
    id: feedId,
    reference: optionalText(100),
    description: text(500),
    amount,
    runningBalance: amount.nullish(),
    transactionDateTime: text(40),
    accountNumber: text(40),
    bankName: optionalText(100),
    bankAbbreviation: optionalText(40),
    virtualAccountNumber: optionalText(40),
    virtualAccountName: optionalText(200),
    counterAccountName: optionalText(200),
    counterAccountNumber: optionalText(40),
    counterAccountBankId: optionalText(40),
    counterAccountBankName: optionalText(200),
  }),
});
export type CassoWebhook = z.infer<typeof cassoWebhookSchema>;

export const bankWebhookParamsSchema = z.object({ feed: z.enum(BANK_FEEDS) });
/** The org whose secret the feed presents: its code, as the feed was told in the URL. */
export const bankWebhookQuerySchema = z.object({ org: z.string().trim().min(1).max(20) });
export const bankWebhookBodySchema = z.union([sepayWebhookSchema, cassoWebhookSchema]);

/** SePay wants `{"success": true}` (PARTNERS.md 7.1); the rest says what was stored. */
export const bankWebhookResultSchema = z.object({
  success: z.literal(true),
  /** False for a transfer already stored, or an outgoing one (nothing written). */
  stored: z.boolean(),
  transactionId: z.number().int().nullable(),
  status: z.number().int().nullable(),
});
export type BankWebhookResult = z.infer<typeof bankWebhookResultSchema>;

/** The statement import's answer: rows read, new ones stored, those already there, matched. */
export const statementImportResultSchema = z.object({
  rows: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** The Casso v2 signature header (PARTNERS.md 7.2) and SePay's API key header. */
export const CASSO_SIGNATURE_HEADER = 'x-casso-signature';
