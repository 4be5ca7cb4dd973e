import { findOrg, type Language, type OrderExportKind, SO_STATUS, translate } from '@leadline/contracts';
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

function timeZones(fallback: string) {
  const byOrg = new Map<number, string>();
  return (orgId: number) => {
    let zone = byOrg.get(orgId);
    if (zone === undefined) {
      zone = findOrg(orgId)?.timeZone ?? fallback;
      byOrg.set(orgId, zone);
    }
    return zone;
  };
}

type Columns = SheetColumn<SaleOrderExportRow>[];

/** The columns of each kind (docs/exports.md), headers in the caller's language. */
export function exportColumns(kind: OrderExportKind, context: SheetContext): Columns {
  const header = (key: string) => translate(context.language, `ORDER_EXPORTS.COLUMN.${key}`);
  const soStatus = (value: number) => translate(context.language, `ORDERS.SO_STATUS.${value}`);
  const zoneOf = timeZones(context.fallbackTimeZone);
  const yes = translate(context.language, 'ORDER_EXPORTS.YES');
  const no = translate(context.language, 'ORDER_EXPORTS.NO');

  const soId: Columns[number] = { header: header('SO_ID'), width: 10, kind: 'id', value: (row) => row.id };
  const createdAt: Columns[number] = {
    header: header('CREATED_AT'),
    width: 20,
    kind: 'date',
    value: (row) => ({ instant: row.createdAt, timeZone: zoneOf(row.orgId) }),
  };
  const leadId: Columns[number] = {
    header: header('LEAD_ID'),
    width: 10,
    kind: 'id',
    value: (row) => row.leadId,
  };
  const amount = (key: string): Columns[number] => ({
    header: header(key),
    width: 14,
    kind: 'money',
    value: (row) => ({ minorUnits: row.amount, currency: row.currency }),
  });
  const currency: Columns[number] = {
    header: header('CURRENCY'),
    width: 9,
    kind: 'text',
    value: (row) => row.currency,
  };
  const status: Columns[number] = {
    header: header('SO_STATUS'),
    width: 18,
    kind: 'text',
    value: (row) => soStatus(row.status),
  };
  const paymentMethod: Columns[number] = {
    header: header('PAYMENT_METHOD'),
    width: 18,
    kind: 'text',
    value: (row) => row.paymentMethod,
  };
  const doId: Columns[number] = {
    header: header('DO_ID'),
    width: 10,
    kind: 'id',
    value: (row) => row.deliveryOrder?.id ?? null,
  };
  const doStatus: Columns[number] = {
    header: header('DO_STATUS'),
    width: 16,
    kind: 'text',
    value: (row) => row.deliveryOrder?.statusName ?? null,
  };
  const trackingCode: Columns[number] = {
    header: header('TRACKING_CODE'),
    width: 18,
    kind: 'text',
    value: (row) => row.deliveryOrder?.trackingCode ?? null,
  };
  const agent: Columns[number] = {
    header: header('AGENT'),
    width: 22,
    kind: 'text',
    value: (row) => row.agentName,
  };
  const campaign: Columns[number] = {
    header: header('CAMPAIGN'),
    width: 28,
    kind: 'text',
    value: (row) => row.campaignName,
  };

  switch (kind) {
    case 'management':
      return [
        soId,
        createdAt,
        leadId,
        { header: header('CUSTOMER'), width: 24, kind: 'text', value: (row) => row.customerName },
        { header: header('PHONE'), width: 16, kind: 'text', value: (row) => row.phone },
        {
          header: header('PRODUCTS'),
          width: 36,
          kind: 'text',
          value: (row) => row.items?.products ?? row.prodName,
        },
        { header: header('QUANTITY'), width: 9, kind: 'count', value: (row) => row.items?.quantity ?? null },
        amount('AMOUNT'),
        currency,
        paymentMethod,
        status,
        doId,
        doStatus,
        trackingCode,
        agent,
        campaign,
        { header: header('PROVINCE'), width: 22, kind: 'text', value: (row) => row.province },
      ];
    case 'marketer':
      return [
        campaign,
        { header: header('NETWORK'), width: 18, kind: 'text', value: (row) => row.network },
        { header: header('PUBLISHER'), width: 18, kind: 'text', value: (row) => row.publisher },
        { header: header('CLICK_ID'), width: 20, kind: 'text', value: (row) => row.clickId },
        leadId,
        {
          header: header('LEAD_CREATED_AT'),
          width: 20,
          kind: 'date',
          value: (row) => ({ instant: row.leadCreatedAt, timeZone: zoneOf(row.orgId) }),
        },
        { header: header('LEAD_STATUS'), width: 18, kind: 'text', value: (row) => row.leadStatusName },
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
        {
          header: header('DELIVERED'),
          width: 10,
          kind: 'text',
          value: (row) => (isDelivered(row) ? yes : no),
        },
      ];
    case 'collection':
      return [
        soId,
        doId,
        trackingCode,
        {
          header: header('PARTNER'),
          width: 12,
          kind: 'text',
          value: (row) => row.deliveryOrder?.partner ?? null,
        },
        {
          header: header('COD_AMOUNT'),
          width: 14,
          kind: 'money',
          value: (row) =>
            row.deliveryOrder ? { minorUnits: row.deliveryOrder.codAmount, currency: row.currency } : null,
        },
        currency,
        doStatus,
        {
          header: header('DELIVERED_AT'),
          width: 20,
          kind: 'date',
          value: (row) =>
            row.deliveryOrder && isDelivered(row)
              ? { instant: row.deliveryOrder.updatedAt, timeZone: zoneOf(row.orgId) }
              : null,
        },
        {
          header: header('DO_UPDATED_AT'),
          width: 20,
          kind: 'date',
          value: (row) =>
            row.deliveryOrder ? { instant: row.deliveryOrder.updatedAt, timeZone: zoneOf(row.orgId) } : null,
        },
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
  const header = (key: string) => translate(language, `ORDER_EXPORTS.COLUMN.${key}`);
  return [
    { header: header('AGENT'), width: 24, kind: 'text', value: (row) => row.agentName },
    { header: header('ORDERS'), width: 10, kind: 'count', value: (row) => row.orders },
    { header: header('APPROVED'), width: 10, kind: 'count', value: (row) => row.approved },
    { header: header('DELIVERED_ORDERS'), width: 10, kind: 'count', value: (row) => row.delivered },
    {
      header: header('DELIVERED_AMOUNT'),
      width: 18,
      kind: 'money',
      value: (row) => ({ minorUnits: row.deliveredAmount, currency: row.currency }),
    },
    { header: header('CURRENCY'), width: 9, kind: 'text', value: (row) => row.currency },
  ];
}
