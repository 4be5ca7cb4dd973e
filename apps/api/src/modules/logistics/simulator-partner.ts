import {
  LOGISTICS_DO_STATUS,
  type SimulatorStatusPush,
  simulatorStatusPushSchema,
} from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { seededRandom } from '../../shared/random/seeded-random.js';
import type {
  LogisticsPartner,
  OutgoingDeliveryOrder,
  ReferenceLookup,
  SendResult,
  StatusReport,
} from './partner.js';
import { refused, retryLater } from './partner.js';

export interface ParcelSimulatorOptions {
  /** Simulated time runs this many times faster than the wall clock (tests: 1000 or more). */
  speed: number;
  /** Outcomes repeat for the same seed; a fixed default seed when unset (see docs/logistics.md). */
  seed: string | null;
  /**
   * How long the simulator takes to answer an accepted send, after it has recorded the parcel
   * (0 = at once). The fault bench sets it so that a process killed mid-send leaves parcels the
   * simulator holds and we do not show sent, as a partner's slow answer does.
   */
  answerDelayMs?: number;
  /**
   * Outcomes with the structure of a real market (returnChance) for a parcel whose traits are
   * given; false (LOGISTICS_SIM_STRUCTURE=off): every parcel returns at the same flat rate.
   */
  structure?: boolean;
}

/** The seed when none is set: plans must be the same in every process and after a restart. */
const DEFAULT_SEED = 'leadline-parcels';

/** How sends go: most are accepted; a few refused (not retryable) or timing out (retryable). */
const SEND_WEIGHTS = { refused: 0.04, timeout: 0.06 } as const;

/** How parcels end: most delivered, some returned, a few lost. */
const END_WEIGHTS = { returned: 0.1, lost: 0.04 } as const;

/**
 * Timings in simulated seconds after the send. A real parcel takes days; the simulator's are
 * compressed so that a demo at speed 1 shows a parcel delivered within about ten minutes.
 */
const TIMING = {
  picked: [30, 90],
  inTransit: [60, 180],
  /** A second scan at the delivery hub. */
  atHub: [60, 120],
  final: [60, 240],
  /** A lost parcel is declared lost only after a long silence. */
  lost: [300, 600],
} as const;

/**
 * The structure simulated outcomes have when it is on (docs/logistics.md 'Simulated structure'):
 * SIMULATED, not measured from any market. Which provinces, wards and phones are the risky ones
 * follows from the seed, so a back-test on another seed meets other ones.
 */
export const SIM_STRUCTURE = {
  /** A quarter of provinces return twice the flat rate, the others a little less. */
  riskyProvinceShare: 0.25,
  riskyProvinceFactor: 2,
  otherProvinceFactor: 0.8,
  /** Some wards (a far district, a bad road) return 2.5 times more again. */
  riskyWardShare: 0.15,
  riskyWardFactor: 2.5,
  /** A customer who ordered the same days before often refuses one of the two. */
  duplicateFactor: 2.5,
  /** Some customers refuse at the door again and again. */
  refuserShare: 0.08,
  refuserChance: 0.7,
  /** An address without a ward or street: the courier does not find the door (R3). */
  incompleteAddressFactor: 1.8,
  /** An order of 3 times its campaign's usual or more: a customer who did not mean it. */
  highValueRatio: 3,
  highValueFactor: 1.6,
  /** A sale closed in under a minute of talk: the customer was not convinced. */
  shortCallSeconds: 60,
  shortCallFactor: 1.5,
  maxChance: 0.9,
} as const;

/** Another order of the phone this many days before makes a duplicate (bench, live ticker). */
export const SIM_DUPLICATE_DAYS = 3;

/** What a structured outcome depends on: the parcel's customer and address. */
export interface ParcelTraits {
  phone: string | null;
  wardId: number | null;
  provinceId: number | null;
  /** Another order of the same phone in the org in the few days before this one. */
  duplicate: boolean;
  /** The lead's address lacks its ward or a street (delivery-risk's 'address' bins). */
  incompleteAddress?: boolean;
  /** The order's amount over its campaign's median before it (null: no campaign or no median). */
  valueRatio?: number | null;
  /** The talk time of the calls on the lead before the order, seconds (null: no call). */
  talkSeconds?: number | null;
}

/** Whether the seed makes this phone one that refuses at the door (and cancels more: the bench). */
export function simulatedRefuser(seed: string | null, phone: string | null): boolean {
  return (
    phone !== null && seededRandom(`${seed ?? DEFAULT_SEED}:phone:${phone}`)() < SIM_STRUCTURE.refuserShare
  );
}

/** The chance a parcel with these traits is returned (the flat END_WEIGHTS.returned without). */
export function returnChance(seed: string | null, traits: ParcelTraits | null): number {
  if (!traits) return END_WEIGHTS.returned;
  const s = SIM_STRUCTURE;
  const trait = (kind: string, key: string | number) =>
    seededRandom(`${seed ?? DEFAULT_SEED}:${kind}:${key}`)();
  let chance: number = END_WEIGHTS.returned;
  if (traits.provinceId !== null)
    chance *=
      trait('province', traits.provinceId) < s.riskyProvinceShare
        ? s.riskyProvinceFactor
        : s.otherProvinceFactor;
  if (traits.wardId !== null && trait('ward', traits.wardId) < s.riskyWardShare) chance *= s.riskyWardFactor;
  if (traits.duplicate) chance *= s.duplicateFactor;
  if (traits.incompleteAddress) chance *= s.incompleteAddressFactor;
  if (traits.valueRatio != null && traits.valueRatio >= s.highValueRatio) chance *= s.highValueFactor;
  if (traits.talkSeconds != null && traits.talkSeconds < s.shortCallSeconds) chance *= s.shortCallFactor;
  chance = Math.min(s.maxChance, chance);
  if (simulatedRefuser(seed, traits.phone)) chance = Math.max(chance, s.refuserChance);
  return chance;
}

type SimEvent = SimulatorStatusPush['event'];

export interface PlannedEvent {
  event: SimEvent;
  description: string;
  /** Simulated seconds after the send. */
  after: number;
}

/** Our reference as the simulator keys parcels on it: the DO (DHL's shipmentID, Kerry's con_no). */
export const simulatorReference = (order: Pick<OutgoingDeliveryOrder, 'id'>) => `DO${order.id}`;

const simulatorTrackingCode = (order: Pick<OutgoingDeliveryOrder, 'id' | 'orgCode'>) =>
  `SIM${order.orgCode}${String(order.id).padStart(9, '0')}`;

const between = (random: () => number, [min, max]: readonly [number, number]) => min + random() * (max - min);

/**
 * The whole course of one parcel, decided up front from its generator; `returned` is its chance of
 * coming back (the flat rate unless the structure gives it another).
 */
export function planParcel(random: () => number, returned: number = END_WEIGHTS.returned): PlannedEvent[] {
  const draw = random();
  const end: SimEvent =
    draw < END_WEIGHTS.lost ? 'lost' : draw < END_WEIGHTS.lost + returned ? 'returned' : 'delivered';
  let at = between(random, TIMING.picked);
  const plan: PlannedEvent[] = [{ event: 'picked', description: 'Picked up from the warehouse', after: at }];
  at += between(random, TIMING.inTransit);
  plan.push({ event: 'in_transit', description: 'Departed the sorting facility', after: at });
  at += between(random, TIMING.atHub);
  plan.push({ event: 'in_transit', description: 'Arrived at the delivery hub', after: at });
  if (end === 'lost') {
    plan.push({
      event: 'lost',
      description: 'Parcel lost in transit',
      after: at + between(random, TIMING.lost),
    });
  } else if (end === 'returned') {
    plan.push({
      event: 'returned',
      description: 'Customer refused the parcel; returned to sender',
      after: at + between(random, TIMING.final),
    });
  } else {
    plan.push({
      event: 'delivered',
      description: 'Delivered, cash collected',
      after: at + between(random, TIMING.final),
    });
  }
  return plan;
}

const STATUS_OF: Record<SimEvent, number> = {
  picked: LOGISTICS_DO_STATUS.PICKED,
  in_transit: LOGISTICS_DO_STATUS.IN_TRANSIT,
  delivered: LOGISTICS_DO_STATUS.DELIVERED,
  returned: LOGISTICS_DO_STATUS.RETURNED,
  lost: LOGISTICS_DO_STATUS.LOST,
};

/**
 * The project's own logistics partner (docs/logistics.md), used for every org and partner that
 * has no enabled connection: it accepts a DO (or refuses it, or "times out", by its seed), answers
 * a tracking code, and moves the parcel along its plan. It reports each change the way a pushing
 * partner does: `reportsDue` builds the pushes that are due and the service feeds them through
 * `parseWebhook` and the webhook's own apply function. Nothing is kept in memory: a parcel's plan
 * follows from the seed and its tracking code, its clock from the DO's sent_at, so every API
 * process and a restarted one agree.
 */
export class SimulatorPartner implements LogisticsPartner {
  readonly kind = 'simulator' as const;
  private readonly seed: string;

  constructor(
    private readonly options: ParcelSimulatorOptions,
    /**
     * The simulator's own records (table logistics_simulator_parcels), through the system
     * connection. Without it (a test reading the pure plan of sends) nothing is recorded.
     */
    private readonly db?: Kysely<Database>,
  ) {
    this.seed = options.seed ?? DEFAULT_SEED;
  }

  /**
   * Accepts a DO (or refuses it, or "times out", by its seed and attempt) as a partner that keys
   * its shipments on the shipper's reference: the parcel is recorded under our reference before
   * the answer, and a second send of a reference it holds is answered with the same parcel
   * (counted in `sends`), never a second one.
   */
  async send(order: OutgoingDeliveryOrder): Promise<SendResult> {
    const draw = seededRandom(`${this.seed}:send:${order.id}:${order.attempt}`)();
    if (draw < SEND_WEIGHTS.refused + SEND_WEIGHTS.timeout) {
      // A parcel it holds already is answered as held, whatever this attempt's draw says.
      const held = await this.findByReference(order);
      if (held.state === 'held') return { ok: true, trackingCode: held.trackingCode, partnerReference: null };
      return draw < SEND_WEIGHTS.refused
        ? refused('refused: address outside the delivery area')
        : retryLater('timeout');
    }
    if (!this.db) return { ok: true, trackingCode: simulatorTrackingCode(order), partnerReference: null };
    // The comment names the partner's own statement (the statement-count test counts ours apart).
    const held = await sql<{ trackingCode: string }>`/* parcel simulator */
      INSERT INTO logistics_simulator_parcels (org_id, reference, delivery_order_id, tracking_code)
      VALUES (${order.orgId}, ${simulatorReference(order)}, ${order.id}, ${simulatorTrackingCode(order)})
      ON CONFLICT (org_id, reference) DO UPDATE SET sends = logistics_simulator_parcels.sends + 1
      RETURNING tracking_code`.execute(this.db);
    const delay = this.options.answerDelayMs ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    return { ok: true, trackingCode: held.rows[0]?.trackingCode ?? null, partnerReference: null };
  }

  /** The parcel the simulator holds under the DO's reference, if any. */
  async findByReference(order: OutgoingDeliveryOrder): Promise<ReferenceLookup> {
    if (!this.db) return { state: 'unknown', reason: 'no_store' };
    const row = await this.db
      .selectFrom('logisticsSimulatorParcels')
      .select('trackingCode')
      .where('orgId', '=', order.orgId)
      .where('reference', '=', simulatorReference(order))
      .executeTakeFirst();
    return row
      ? { state: 'held', trackingCode: row.trackingCode, partnerReference: null }
      : { state: 'absent' };
  }

  resendIsSafe(): boolean {
    return true;
  }

  /** A parcel's course; with its traits and the structure on, its chance of return is theirs. */
  plan(trackingCode: string, traits: ParcelTraits | null = null): PlannedEvent[] {
    const chance = this.options.structure === false ? END_WEIGHTS.returned : returnChance(this.seed, traits);
    return planParcel(seededRandom(`${this.seed}:parcel:${trackingCode}`), chance);
  }

  /** The pushes of a parcel sent at `sentAt` that are due by `now`, in order (its traits: plan). */
  reportsDue(
    trackingCode: string,
    sentAt: Date,
    now: Date,
    traits: ParcelTraits | null = null,
  ): SimulatorStatusPush[] {
    return this.plan(trackingCode, traits)
      .map((step) => ({ step, at: sentAt.getTime() + (step.after * 1000) / this.options.speed }))
      .filter(({ at }) => at <= now.getTime())
      .map(({ step, at }) => ({
        trackingCode,
        event: step.event,
        description: step.description,
        occurredAt: new Date(Math.floor(at)).toISOString(),
      }));
  }

  parseWebhook(_headers: Record<string, string | string[] | undefined>, body: unknown): StatusReport[] {
    const parsed = simulatorStatusPushSchema.safeParse(body);
    if (!parsed.success) return [];
    const push = parsed.data;
    return [
      {
        trackingCode: push.trackingCode,
        status: STATUS_OF[push.event],
        partnerStatus: push.description ? `${push.event}: ${push.description}` : push.event,
        occurredAt: new Date(push.occurredAt),
        raw: push,
      },
    ];
  }
}
