import { timingSafeEqual } from 'node:crypto';
import {
  LOGISTICS_DO_STATUS,
  LOGISTICS_ERRORS,
  LOGISTICS_PARTNERS,
  type LogisticsPartnerKind,
  type LogisticsWebhookResult,
  type PushingPartner,
  SO_STATUS,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import { type ScopedDb, withOrgScope } from '../../db/org-scope.js';
import { invalidInput, notFound, unauthorized } from '../../http/app-error.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { retryDelayMs } from '../../shared/jobs/index.js';
import { orgIdByCode } from '../../shared/orgs/org-by-code.js';
import { DELIVERY_ORDER_SEND_JOB } from '../delivery-orders/index.js';
import { queuePostback } from '../postbacks/index.js';
import { DhlPartner } from './dhl-partner.js';
import { GeneralPartner } from './general-partner.js';
import { KerryPartner } from './kerry-partner.js';
import {
  type ClaimedSend,
  claimForSend,
  deliveryOrderOrg,
  hasLaterReport,
  insertTrackingLog,
  lastReportTime,
  loadPartnerSettings,
  lockByTrackingCode,
  recordSendFailed,
  recordSent,
  setDoStatus,
} from './logistics.repository.js';
import { openPolledParcels, openSimulatedParcels } from './open-parcels.repository.js';
import type { LogisticsPartner, PartnerSettings, SendResult, StatusReport } from './partner.js';
import { refused } from './partner.js';
import { SapPartner } from './sap-partner.js';
import { SimulatorPartner } from './simulator-partner.js';

/** What `sendDeliveryOrder` answers: the partner's result, who carried it, the attempts so far. */
export type SendOutcome = SendResult & {
  doId: number;
  attempts: number;
  sentVia: LogisticsPartnerKind | null;
  /** For `in_flight`: when the other send's lease runs out (the job looks again then). */
  leaseEndsAt?: Date;
  /** True when the partner was found holding the parcel of an interrupted send (not sent again). */
  reconciled?: boolean;
};

/**
 * After this many failed attempts the automatic resends stop; a person resends from pending
 * shipping. Declared on the send job's kind (its runner policy).
 */
export const MAX_SEND_ATTEMPTS = DELIVERY_ORDER_SEND_JOB.maxAttempts;

/** The reason pending shipping shows for a DO whose last attempt was interrupted and not found at the partner. */
export const SEND_INTERRUPTED = 'send_interrupted';

/**
 * How long the runner waits before the next automatic send after `attempt` failed ones (1 → 1 min,
 * 2 → 2 min, 4, 8, ... capped at an hour); null once MAX_SEND_ATTEMPTS were made: the send job
 * kind's backoff, as the runner applies it (shared/jobs retryDelayMs).
 */
export function retryDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= MAX_SEND_ATTEMPTS) return null;
  const { baseMs, maxMs } = DELIVERY_ORDER_SEND_JOB.backoff ?? { baseMs: 0, maxMs: 0 };
  return retryDelayMs(attempt, baseMs, maxMs);
}

/**
 * A send in flight longer than this is taken to have died with its process: room for the
 * longest live send (a lookup and a send of two calls each, every call up to the timeout) and a
 * minute of margin. The job that carries a send keeps its own lease alive while its process runs
 * (shared/jobs), and one that finds the send lease held looks again when it runs out.
 */
export const sendLeaseMs = (timeoutMs: number) => timeoutMs * 4 + 60_000;

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A DO's `partner` column (GENERAL, DHL, KERRY, SAP as the orders screens write it) as a kind. */
export function partnerKindOf(partner: string | null): LogisticsPartnerKind {
  const kind = (partner ?? 'general').toLowerCase();
  return (LOGISTICS_PARTNERS as readonly string[]).includes(kind)
    ? (kind as LogisticsPartnerKind)
    : 'general';
}

/**
 * The logistics partners of an app (docs/logistics.md): one adapter per kind, the simulator
 * standing in for any partner an org has not connected.
 */
export class LogisticsService {
  readonly simulator: SimulatorPartner;
  private readonly adapters: Record<Exclude<LogisticsPartnerKind, 'simulator'>, LogisticsPartner>;

  constructor(private readonly ctx: AppContext) {
    const { simSpeed, simSeed, partnerTimeoutMs } = ctx.config.logistics;
    const http = { timeoutMs: partnerTimeoutMs };
    this.simulator = new SimulatorPartner(
      {
        speed: simSpeed,
        seed: simSeed,
        answerDelayMs: ctx.config.logistics.simAnswerDelayMs,
        structure: ctx.config.logistics.simStructure,
      },
      ctx.systemDb,
    );
    this.adapters = {
      general: new GeneralPartner(),
      dhl: new DhlPartner(http),
      kerry: new KerryPartner(http),
      sap: new SapPartner(http),
    };
  }

  adapter(kind: LogisticsPartnerKind): LogisticsPartner {
    return kind === 'simulator' ? this.simulator : this.adapters[kind];
  }

  /**
   * The adapter that carries a DO of `kind` for the org: the partner if connected, else the
   * simulator. `orgSettings` are the org's rows, read with the DO's claim.
   */
  private carrierFor(
    orgSettings: PartnerSettings[],
    orgId: number,
    kind: LogisticsPartnerKind,
  ): { partner: LogisticsPartner; settings: PartnerSettings } {
    const settings = orgSettings.find((row) => row.partner === kind) ?? null;
    const connected =
      settings?.enabled === true && kind !== 'simulator' && (kind === 'general' || Boolean(settings.baseUrl));
    if (connected && settings) return { partner: this.adapter(kind), settings };
    return {
      partner: this.simulator,
      settings: settings ?? {
        orgId,
        partner: 'simulator',
        baseUrl: null,
        credentials: {},
        options: {},
        webhookSecret: null,
        enabled: true,
      },
    };
  }

  /**
   * Sends one DO to its partner. The attempt is counted and leased in a first transaction, the
   * partner is called with no transaction open, and a second one writes the outcome: Sent to
   * partner with the tracking code and a tracking-log row, or the reason of the failure (the DO
   * stays New, which is what pending shipping lists). Never throws for the partner's failures.
   */
  async sendDeliveryOrder(doId: number, knownOrgId?: number): Promise<SendOutcome> {
    // A job knows the DO's org; a person's resend asks for it.
    const orgId = knownOrgId ?? (await deliveryOrderOrg(this.ctx.systemDb, doId));
    if (orgId === undefined) throw notFound();
    const scoped = <T>(work: (trx: ScopedDb) => Promise<T>) =>
      withOrgScope(this.ctx.systemDb, { orgId }, work);
    const now = new Date();
    const leaseMs = sendLeaseMs(this.ctx.config.logistics.partnerTimeoutMs);
    const prepared = await scoped(async (trx) => {
      const claimed = await claimForSend(trx, doId, now, new Date(now.getTime() - leaseMs));
      if (claimed === undefined) throw notFound();
      if (claimed === 'not_sendable' || 'inFlightSince' in claimed) return claimed;
      const carrier = this.carrierFor(claimed.settings, orgId, partnerKindOf(claimed.claimed.partner));
      return { ...claimed, carrier };
    });
    if (prepared === 'not_sendable')
      return { ok: false, reason: 'not_sendable', retryable: false, doId, attempts: 0, sentVia: null };
    if ('inFlightSince' in prepared)
      return {
        ok: false,
        reason: 'in_flight',
        retryable: true,
        doId,
        attempts: 0,
        sentVia: null,
        leaseEndsAt: new Date(prepared.inFlightSince.getTime() + leaseMs),
      };
    const { claimed, carrier } = prepared;
    const { result, reconciled } = await this.handOver(prepared);
    const at = new Date();
    const attempts = claimed.attempt + 1;
    const sentVia = carrier.partner.kind;
    // The outcome in one statement: the DO, its tracking-log row when sent, the history row.
    await scoped((trx) =>
      result.ok
        ? recordSent(
            trx,
            doId,
            { ...result, sentVia, at },
            { partnerStatus: 'sent', raw: { partnerReference: result.partnerReference } },
            {
              action: 'do_sent',
              changes: {
                doId,
                status: { from: claimed.status, to: LOGISTICS_DO_STATUS.SENT_TO_PARTNER },
                partner: sentVia,
                trackingCode: result.trackingCode,
                attempt: attempts,
                ...(reconciled ? { reconciled: true } : {}),
              },
            },
          )
        : recordSendFailed(trx, doId, result.reason, at, {
            action: 'do_send_failed',
            changes: {
              doId,
              partner: sentVia,
              reason: result.reason,
              retryable: result.retryable,
              attempt: attempts,
            },
          }),
    );
    return { ...result, doId, attempts, sentVia, ...(reconciled ? { reconciled } : {}) };
  }

  /**
   * The partner call of a claimed send. A send that took over the lease of one that died (its
   * outcome never recorded) asks the partner first, by our reference: a parcel it holds is
   * recorded as sent with its codes, not sent again; none is sent again; an unknown answer is
   * sent again only where a second send cannot make a second parcel, else it waits in pending
   * shipping for a person (`send_unconfirmed`).
   */
  private async handOver(
    prepared: ClaimedSend & { carrier: { partner: LogisticsPartner; settings: PartnerSettings } },
  ): Promise<{ result: SendResult; reconciled: boolean }> {
    const { partner, settings } = prepared.carrier;
    try {
      if (prepared.interrupted) {
        const lookup = await partner.findByReference(prepared.order, settings);
        if (lookup.state === 'held')
          return {
            result: {
              ok: true,
              trackingCode: lookup.trackingCode,
              partnerReference: lookup.partnerReference,
            },
            reconciled: true,
          };
        // Its attempts used up: asked, not sent again; a person resends from pending shipping.
        if (prepared.claimed.attempt >= MAX_SEND_ATTEMPTS)
          return { result: refused(SEND_INTERRUPTED), reconciled: false };
        if (lookup.state === 'unknown' && !partner.resendIsSafe(settings))
          return { result: refused(`send_unconfirmed: ${lookup.reason}`), reconciled: false };
      }
      return { result: await partner.send(prepared.order, settings), reconciled: false };
    } catch {
      // An adapter maps the partner's failures itself; anything thrown is ours, and may pass.
      return { result: { ok: false, reason: 'adapter_error', retryable: true }, reconciled: false };
    }
  }

  /**
   * POST /api/logistics/webhook/{partner}?org=CODE: the org's secret for that partner must match
   * (constant-time); otherwise 401 and nothing is read or written. The partner's body becomes
   * reports through its adapter and each goes through `applyPartnerStatus`.
   */
  async webhook(
    partner: PushingPartner,
    orgCode: string,
    secret: string | undefined,
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): Promise<LogisticsWebhookResult> {
    const db = this.ctx.systemDb;
    const orgId = await orgIdByCode(db, orgCode);
    const settings = orgId === undefined ? null : await loadPartnerSettings(db, orgId, partner);
    if (
      orgId === undefined ||
      !settings?.enabled ||
      !settings.webhookSecret ||
      !sameSecret(secret, settings.webhookSecret)
    )
      throw unauthorized();
    const reports = this.adapter(partner).parseWebhook?.(headers, body) ?? [];
    if (reports.length === 0) throw invalidInput('no status report');
    const results = await this.receiveReports(orgId, partner, reports);
    const last = results.at(-1);
    if (!last) throw notFound(LOGISTICS_ERRORS.WEBHOOK_UNKNOWN_TRACKING_CODE);
    return last;
  }

  /** Applies reports of one org, each in its own scoped transaction; unknown tracking codes are skipped. */
  async receiveReports(
    orgId: number,
    partner: string,
    reports: StatusReport[],
  ): Promise<LogisticsWebhookResult[]> {
    const results: LogisticsWebhookResult[] = [];
    for (const report of reports) {
      const result = await withOrgScope(this.ctx.systemDb, { orgId }, (trx) =>
        applyPartnerStatus(trx, orgId, partner, report),
      );
      if (result) results.push(result);
    }
    return results;
  }

  /**
   * Moves the simulator's parcels along (each with its traits, so the structure of
   * docs/logistics.md 'Simulated structure' shows live too): every status each open parcel's plan has reached by
   * `now` is pushed the way a pushing partner pushes (the simulator's webhook payload, parsed by
   * its adapter, applied by the webhook's own function). Idempotent: a report already applied
   * writes nothing, so several processes or a late call do no harm. Answers how many changed.
   */
  async advanceSimulatedParcels(now: Date, limit = 500): Promise<number> {
    let changed = 0;
    for (const parcel of await openSimulatedParcels(this.ctx.systemDb, limit)) {
      const reports = this.simulator
        .reportsDue(parcel.trackingCode, parcel.sentAt, now, parcel.traits)
        .flatMap((push) => this.simulator.parseWebhook({}, push));
      const results = await this.receiveReports(parcel.orgId, 'simulator', reports);
      changed += results.filter((result) => result.changed).length;
    }
    return changed;
  }

  /**
   * Asks the polled partners (DHL eCommerce pushes nothing, PARTNERS.md 2.2) for the statuses of
   * their open parcels and applies them like pushed reports (idempotent). For a recurring job;
   * a partner that fails to answer is skipped until the next run. Answers how many changed.
   */
  async pollTrackedParcels(limit = 200): Promise<number> {
    const polled = (['dhl', 'kerry', 'sap', 'general'] as const).filter((kind) => this.adapters[kind].track);
    let changed = 0;
    for (const parcel of await openPolledParcels(this.ctx.systemDb, polled, limit)) {
      const kind = parcel.sentVia as (typeof polled)[number];
      const settings = await loadPartnerSettings(this.ctx.systemDb, parcel.orgId, kind);
      if (!settings?.enabled || !settings.baseUrl) continue;
      const reports = (await this.adapters[kind].track?.(parcel.trackingCode, settings)) ?? [];
      const mine = reports.filter((report) => report.trackingCode === parcel.trackingCode);
      const results = await this.receiveReports(parcel.orgId, kind, mine);
      changed += results.filter((result) => result.changed).length;
    }
    return changed;
  }
}

/**
 * One status report of a tracking code: a tracking-log row, the DO's status and a history row.
 * A repeated report (same status, partner status and time; or no time and the same status as
 * already logged) writes nothing. A report older than one already logged is kept in the log
 * but changes no status, and a cancelled DO keeps its status. Undefined for an unknown code.
 */
export async function applyPartnerStatus(
  trx: ScopedDb,
  orgId: number,
  partner: string,
  report: StatusReport,
  /** The person who reported it by hand (shipping's DHL change of status); null for a partner. */
  actorId: number | null = null,
): Promise<LogisticsWebhookResult | undefined> {
  const order = await lockByTrackingCode(trx, report.trackingCode);
  if (!order || order.orgId !== orgId) return undefined;
  const partnerStatus = report.partnerStatus.slice(0, 500);
  const occurredAt =
    report.occurredAt ?? (await lastReportTime(trx, order.id, report.status, partnerStatus)) ?? new Date();
  const logged = await insertTrackingLog(trx, {
    orgId,
    deliveryOrderId: order.id,
    trackingCode: report.trackingCode,
    status: report.status,
    partner,
    partnerStatus,
    occurredAt,
    raw: report.raw,
  });
  if (!logged) return { trackingCode: report.trackingCode, status: order.status, changed: false };
  const keep =
    order.status === report.status ||
    order.status === LOGISTICS_DO_STATUS.CANCELLED ||
    (await hasLaterReport(trx, order.id, occurredAt));
  if (keep) return { trackingCode: report.trackingCode, status: order.status, changed: true };
  const saleOrder = await setDoStatus(trx, order.id, report.status, new Date());
  await writeHistory(trx, [
    {
      orgId,
      entityType: 'so',
      entityId: order.saleOrderId,
      actorId,
      action: 'do_status',
      changes: {
        doId: order.id,
        status: { from: order.status, to: report.status },
        trackingCode: report.trackingCode,
        partner,
        partnerStatus,
        occurredAt: occurredAt.toISOString(),
        ...(saleOrder ? { saleOrderStatus: { from: saleOrder.from, to: saleOrder.to } } : {}),
      },
    },
  ]);
  if (saleOrder && (saleOrder.to === SO_STATUS.DELIVERED || saleOrder.to === SO_STATUS.RETURNED))
    await queuePostback(trx, {
      saleOrderId: saleOrder.saleOrderId,
      status: saleOrder.to === SO_STATUS.DELIVERED ? 'delivered' : 'returned',
    });
  return { trackingCode: report.trackingCode, status: report.status, changed: true };
}

const services = new WeakMap<AppContext, LogisticsService>();

/** The one logistics service of an app. */
export function logisticsFor(ctx: AppContext): LogisticsService {
  let service = services.get(ctx);
  if (!service) {
    service = new LogisticsService(ctx);
    services.set(ctx, service);
  }
  return service;
}

/** Sends one DO to its partner (the job runner's entry point): see LogisticsService.sendDeliveryOrder. */
export function sendDeliveryOrder(ctx: AppContext, doId: number, orgId?: number): Promise<SendOutcome> {
  return logisticsFor(ctx).sendDeliveryOrder(doId, orgId);
}

/** Moves the simulator's parcels to what their plans reached by `now` (a runner's entry point). */
export function advanceSimulatedParcels(ctx: AppContext, now: Date = new Date()): Promise<number> {
  return logisticsFor(ctx).advanceSimulatedParcels(now);
}

/** Polls the partners that push nothing (DHL eCommerce) for their open parcels (a runner's entry point). */
export function pollTrackedParcels(ctx: AppContext): Promise<number> {
  return logisticsFor(ctx).pollTrackedParcels();
}
