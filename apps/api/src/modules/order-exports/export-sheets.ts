import { type Language, type OrderExportKind, SO_STATUS, translate } from '@leadline/contracts';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import type { SaleOrderExportRow } from './order-export.repository.js';

/** Delivery status "Delivered" (synonym type 5, value 5; DOMAIN.md). */
export const DO_STATUS_DELIVERED = 5;

/** Orders that passed validation: approved, and those that went on to be delivered or returned. */
const VALIDATED_SO_STATUSES: readonly number[] = [
  SO_STATUS.APPROVED,
  SO_STATUS.DELIVERED,
  SO_STATUS.RETURNED,
];

export function isApproved(row: SaleOrderExportRow): boolean {
  return VALIDATED_SO_STATUSES.includes(row.status);
}

/** Delivered: the SO says so, or its delivery order does. */
export function isDelivered(row: SaleOrderExportRow): boolean {
  return row.status === SO_STATUS.DELIVERED || row.deliveryOrder?.status === DO_STATUS_DELIVERED;
}

/** What the columns need besides the row: the caller's language and the rows' time zones. */
export interface SheetContext {
  language: Language;
  /** The time zone of the caller's scope, for rows of an org without one. */
  fallbackTimeZone: string;
}

type Columns = SheetColumn<SaleOrderExportRow>[];

/** The columns of each kind (docs/exports.md), headers in the caller's language. */
export function exportColumns(kind: OrderExportKind, context: SheetContext): Columns {
  const { column, instant, money } = sheetColumns<SaleOrderExportRow>(
    context.language,
    'ORDER_EXPORTS.COLUMN',
    context.fallbackTimeZone,
  );
  const soStatus = (value: number) => translate(context.language, `ORDERS.SO_STATUS.${value}`);
  const yes = translate(context.language, 'ORDER_EXPORTS.YES');
  const no = translate(context.language, 'ORDER_EXPORTS.NO');

  const soId = column('SO_ID', 10, 'id', (row) => row.id);
  const createdAt = column('CREATED_AT', 20, 'date', (row) => instant(row.createdAt, row));
  const leadId = column('LEAD_ID', 10, 'id', (row) => row.leadId);
  const amount = (key: string) => column(key, 14, 'money', (row) => money(row.amount, row));
  const currency = column('CURRENCY', 9, 'text', (row) => row.currency);
  const status = column('SO_STATUS', 18, 'text', (row) => soStatus(row.status));
  const paymentMethod = column('PAYMENT_METHOD', 18, 'text', (row) => row.paymentMethod);
  const doId = column('DO_ID', 10, 'id', (row) => row.deliveryOrder?.id ?? null);
  const doStatus = column('DO_STATUS', 16, 'text', (row) => row.deliveryOrder?.statusName ?? null);
  const trackingCode = column('TRACKING_CODE', 18, 'text', (row) => row.deliveryOrder?.trackingCode ?? null);
  const agent = column('AGENT', 22, 'text', (row) => row.agentName);
  const campaign = column('CAMPAIGN', 28, 'text', (row) => row.campaignName);

  switch (kind) {
    case 'management':
      return [
        soId,
        createdAt,
        leadId,
        column('CUSTOMER', 24, 'text', (row) => row.customerName),
        column('PHONE', 16, 'text', (row) => row.phone),
        column('PRODUCTS', 36, 'text', (row) => row.items?.products ?? row.prodName),
        column('QUANTITY', 9, 'count', (row) => row.items?.quantity ?? null),
        amount('AMOUNT'),
        currency,
        paymentMethod,
        status,
        doId,
        doStatus,
        trackingCode,
        agent,
        campaign,
        column('PROVINCE', 22, 'text', (row) => row.province),
      ];
    case 'marketer':
      return [
        campaign,
        column('NETWORK', 18, 'text', (row) => row.network),
        column('PUBLISHER', 18, 'text', (row) => row.publisher),
        column('CLICK_ID', 20, 'text', (row) => row.clickId),
        leadId,
        column('LEAD_CREATED_AT', 20, 'date', (row) => instant(row.leadCreatedAt, row)),
        column('LEAD_STATUS', 18, 'text', (row) => row.leadStatusName),
        soId,
        amount('SO_AMOUNT'),
        currency,
        status,
      ];
    case 'commission':
      return [
        agent,
        soId,
        createdAt,
        amount('AMOUNT'),
        currency,
        status,
        doStatus,
        column('DELIVERED', 10, 'text', (row) => (isDelivered(row) ? yes : no)),
      ];
    case 'collection':
      return [
        soId,
        doId,
        trackingCode,
        column('PARTNER', 12, 'text', (row) => row.deliveryOrder?.partner ?? null),
        column('COD_AMOUNT', 14, 'money', (row) => money(row.deliveryOrder?.codAmount ?? null, row)),
        currency,
        doStatus,
        column('DELIVERED_AT', 20, 'date', (row) =>
          instant(row.deliveryOrder && isDelivered(row) ? row.deliveryOrder.updatedAt : null, row),
        ),
        column('DO_UPDATED_AT', 20, 'date', (row) => instant(row.deliveryOrder?.updatedAt ?? null, row)),
        paymentMethod,
      ];
  }
}

/** One agent's line of the commission summary (per currency: HQ exports span orgs). */
export interface AgentSummary {
  agentName: string;
  currency: string;
  orders: number;
  approved: number;
  delivered: number;
  deliveredAmount: number;
}

/** Adds up the commission summary as the rows go by: one entry per agent and currency. */
export class AgentSummaries {
  private readonly byAgent = new Map<string, AgentSummary>();

  add(row: SaleOrderExportRow): void {
    const key = `${row.agentId ?? 0}|${row.currency}`;
    let summary = this.byAgent.get(key);
    if (!summary) {
      summary = {
        agentName: row.agentName ?? '',
        currency: row.currency,
        orders: 0,
        approved: 0,
        delivered: 0,
        deliveredAmount: 0,
      };
      this.byAgent.set(key, summary);
    }
    summary.orders += 1;
    if (isApproved(row)) summary.approved += 1;
    if (isDelivered(row)) {
      summary.delivered += 1;
      summary.deliveredAmount += row.amount;
    }
  }

  /** By agent name, then currency. */
  list(): AgentSummary[] {
    return [...this.byAgent.values()].sort(
      (a, b) => a.agentName.localeCompare(b.agentName) || a.currency.localeCompare(b.currency),
    );
  }
}

export function agentSummaryColumns(language: Language): SheetColumn<AgentSummary>[] {
  // The summary's rows are agents': no org, no dates, so any zone.
  const { column, money } = sheetColumns<AgentSummary>(language, 'ORDER_EXPORTS.COLUMN', 'UTC');
  return [
    column('AGENT', 24, 'text', (row) => row.agentName),
    column('ORDERS', 10, 'count', (row) => row.orders),
    column('APPROVED', 10, 'count', (row) => row.approved),
    column('DELIVERED_ORDERS', 10, 'count', (row) => row.delivered),
    column('DELIVERED_AMOUNT', 18, 'money', (row) => money(row.deliveredAmount, row)),
    column('CURRENCY', 9, 'text', (row) => row.currency),
  ];
}
