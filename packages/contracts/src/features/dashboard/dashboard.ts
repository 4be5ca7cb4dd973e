import { z } from 'zod';

/** How far back the dashboard counts delivery orders by status. */
export const FULFILMENT_SUMMARY_DAYS = 30;

/**
 * The fulfilment figures of the dashboard (docs/dashboard.md) for the validation and shipping
 * roles: where the org's orders are between the sale and the customer's door. Each figure is what
 * the screen it links to lists (the validation list's pending orders, pending shipping's DOs).
 */
export const fulfilmentSummarySchema = z.object({
  /** Sale orders waiting for a validator (SO status 1). */
  pendingValidation: z.number().int(),
  /** Approved orders whose delivery order waits for the time the validator chose. */
  delayedDelivery: z.number().int(),
  /** New DOs that a partner refused or that failed their retries (the pending shipping list). */
  pendingShipping: z.number().int(),
  /** DOs created in the last FULFILMENT_SUMMARY_DAYS days, by status (synonym list 5 values). */
  deliveryOrders: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
});
export type FulfilmentSummary = z.infer<typeof fulfilmentSummarySchema>;

/*
 * The role panels of the dashboard (docs/dashboard.md). Days are calendar days (YYYY-MM-DD) in the
 * org's time zone; every figure counts the rows of the list it links to, filtered the same way, so
 * the two agree by construction.
 */

/** The ranges the manager's and finance panels offer, in days (today included). */
export const DASHBOARD_RANGES = [14, 30] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** GET manager and finance panels: `?days=14|30` (default 14). */
export const dashboardRangeQuerySchema = z.object({
  days: z
    .enum(['14', '30'])
    .default('14')
    .transform((days) => Number(days) as DashboardRange),
});
export type DashboardRangeQuery = z.input<typeof dashboardRangeQuerySchema>;

const day = z.string();
const count = z.number().int();

/** The agent's own day: calls started today, their talk time, approvals, callbacks due today. */
export const agentPanelSchema = z.object({
  day,
  calls: count,
  /** Calls answered by the customer today. */
  answeredCalls: count,
  /** Seconds talked over today's calls (answer to hang-up). */
  talkSeconds: count,
  /** The agent's orders created today that a validator approved (approved, delivered or returned now). */
  approvals: count,
  /** The agent's orders created today. */
  orders: count,
  /** The agent's open callbacks scheduled today (the callback list's "due today"). */
  callbacksDue: count,
});
export type AgentPanel = z.infer<typeof agentPanelSchema>;

const conversion = z.object({
  /** First day of the window (YYYY-MM-DD). */
  from: day,
  to: day,
  /** Leads of the team's agents whose last call fell in the window (the order list by last call). */
  leadsCalled: count,
  /** Orders the team's agents created in the window (order management). */
  orders: count,
});
export type DashboardConversion = z.infer<typeof conversion>;

/** A team leader's team (their agent group, else every agent of the org) by state now, and conversion. */
export const teamPanelSchema = z.object({
  /** The agent group shown, null when the team is every agent of the org. */
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  agents: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      /** The agent state (presence); null when never logged in. */
      state: z.string().nullable(),
      stateCode: z.number().int().nullable(),
      since: z.string().nullable(),
    }),
  ),
  /** Agents per state, most first. */
  states: z.array(z.object({ state: z.string(), stateCode: z.number().int(), count })),
  today: conversion,
  week: conversion,
});
export type TeamPanel = z.infer<typeof teamPanelSchema>;

/** One campaign on one day (campaignId null: leads without a campaign). */
export const managerRowSchema = z.object({
  day,
  campaignId: z.number().int().nullable(),
  /** Leads created that day (the order list by creation day and campaign). */
  leads: count,
  /** Sale orders created that day (order management by day and campaign). */
  orders: count,
  /** Of those, approved by validation (SO status Approved, Delivered or Returned now). */
  approved: count,
  /** Of those, delivered (SO status Delivered). */
  delivered: count,
});
export type ManagerRow = z.infer<typeof managerRowSchema>;

export const managerPanelSchema = z.object({
  from: day,
  to: day,
  days: z.array(day),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rows: z.array(managerRowSchema),
});
export type ManagerPanel = z.infer<typeof managerPanelSchema>;

/** One logistics partner on one day, money in minor units of the org's currency. */
export const financeRowSchema = z.object({
  day,
  partner: z.enum(['GENERAL', 'DHL', 'KERRY', 'SAP']),
  /** DOs created that day now picked, in transit or delivered (the shipping list), and their COD. */
  expectedCount: count,
  expected: z.number().int(),
  /** Reconciled rows reported that day as matched (the reconcile list's Matched tab), COD collected. */
  collectedCount: count,
  collected: z.number().int(),
  /** Reconciled rows reported that day as mismatched, and the sum of their differences. */
  mismatchedCount: count,
  mismatched: z.number().int(),
});
export type FinanceRow = z.infer<typeof financeRowSchema>;

export const financePanelSchema = z.object({
  from: day,
  to: day,
  days: z.array(day),
  currency: z.string(),
  rows: z.array(financeRowSchema),
});
export type FinancePanel = z.infer<typeof financePanelSchema>;

/** DO statuses whose COD is cash expected: picked, in transit, delivered (synonym list 5). */
export const CASH_EXPECTED_DO_STATUSES = [3, 4, 5] as const;
/** SO statuses of an order validation approved: Approved, and Delivered or Returned after it. */
export const APPROVED_SO_STATUSES = [2, 4, 5] as const;
/** SO status Delivered. */
export const DELIVERED_SO_STATUSES = [4] as const;
