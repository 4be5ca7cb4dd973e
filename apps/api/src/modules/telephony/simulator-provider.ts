import type { CallDisposition } from '@leadline/contracts';
import { seededRandom } from '../../shared/random/seeded-random.js';
import type { CallEventSink, CallRecording, OriginateRequest, TelephonyProvider } from './provider.js';
import { between, randomSeed } from './random.js';
import { synthesiseCallRecording, WAV_CONTENT_TYPE, wavDurationMs } from './wav.js';

export interface SimulatorOptions {
  /** Simulated time runs this many times faster than the wall clock (tests: 100 or more). */
  speed: number;
  /** Outcomes and timings repeat for the same seed and call id; random when null. */
  seed: string | null;
}

/** How often each outcome comes up: most calls are answered, then no answer, busy, failed. */
const OUTCOME_WEIGHTS: readonly [CallDisposition, number][] = [
  ['answered', 0.6],
  ['no_answer', 0.2],
  ['busy', 0.12],
  ['failed', 0.08],
];

/** Timings in simulated seconds. */
const TIMING = {
  /** From the request to the far end ringing. */
  setup: [0.5, 1.5],
  /** Ringing until the customer picks up. */
  ringUntilAnswer: [2, 8],
  /** Ringing until the network gives up (no answer). */
  ringUntilTimeout: [20, 30],
  /** Until a busy line or a failure is signalled. */
  rejection: [1, 3],
  /** Talk time of an answered call (also the recording's length). */
  talk: [4, 20],
} as const;

export interface SimulatedCallPlan {
  disposition: CallDisposition;
  ringingAfter: number | null;
  answeredAfter: number | null;
  endedAfter: number;
  talkSeconds: number;
}

function pickOutcome(random: () => number): CallDisposition {
  let draw = random();
  for (const [disposition, weight] of OUTCOME_WEIGHTS) {
    if (draw < weight) return disposition;
    draw -= weight;
  }
  return 'answered';
}

/** The whole course of one simulated call, decided up front from its generator. */
export function planCall(random: () => number): SimulatedCallPlan {
  const disposition = pickOutcome(random);
  const setup = between(random, ...TIMING.setup);
  if (disposition === 'failed' || disposition === 'busy') {
    return {
      disposition,
      ringingAfter: null,
      answeredAfter: null,
      endedAfter: setup + between(random, ...TIMING.rejection),
      talkSeconds: 0,
    };
  }
  if (disposition === 'no_answer') {
    return {
      disposition,
      ringingAfter: setup,
      answeredAfter: null,
      endedAfter: setup + between(random, ...TIMING.ringUntilTimeout),
      talkSeconds: 0,
    };
  }
  const answeredAfter = setup + between(random, ...TIMING.ringUntilAnswer);
  const talkSeconds = Math.round(between(random, ...TIMING.talk));
  return {
    disposition,
    ringingAfter: setup,
    answeredAfter,
    endedAfter: answeredAfter + talkSeconds,
    talkSeconds,
  };
}

interface LiveCall {
  timers: NodeJS.Timeout[];
  random: () => number;
  answeredAtMs: number | null;
}

/**
 * The built-in provider (DOMAIN.md): completes every call by itself with a realistic outcome and
 * timings, and hands over a synthesised recording when an answered call ends. It keeps its
 * timers in this process: a call whose process stops is closed as failed at the next start.
 */
export class SimulatorProvider implements TelephonyProvider {
  readonly kind = 'simulator' as const;
  private readonly seed: string;
  private readonly live = new Map<number, LiveCall>();
  private closed = false;

  constructor(
    private readonly options: SimulatorOptions,
    private readonly sink: CallEventSink,
  ) {
    this.seed = options.seed ?? randomSeed();
  }

  async originate(request: OriginateRequest) {
    const random = seededRandom(`${this.seed}:${request.callId}`);
    const plan = planCall(random);
    const call: LiveCall = { timers: [], random, answeredAtMs: null };
    this.live.set(request.callId, call);
    const at = (simSeconds: number, fire: () => Promise<void>) => {
      const timer = setTimeout(
        () => {
          if (this.closed) return;
          fire().catch(() => undefined);
        },
        (simSeconds * 1000) / this.options.speed,
      );
      timer.unref();
      call.timers.push(timer);
    };
    const { callId } = request;
    if (plan.ringingAfter !== null)
      at(plan.ringingAfter, () => this.sink({ callId, kind: 'ringing', at: new Date() }));
    if (plan.answeredAfter !== null)
      at(plan.answeredAfter, async () => {
        call.answeredAtMs = Date.now();
        await this.sink({ callId, kind: 'answered', at: new Date() });
      });
    at(plan.endedAfter, async () => {
      this.live.delete(callId);
      await this.sink({
        callId,
        kind: 'ended',
        at: new Date(),
        disposition: plan.disposition,
        durationSeconds: plan.talkSeconds,
        ...(plan.disposition === 'answered' ? { recording: this.record(plan.talkSeconds, random) } : {}),
        ...(plan.disposition === 'failed' ? { reason: 'network_failure' } : {}),
      });
    });
    return { providerCallId: `sim-${callId}` };
  }

  async hangUp({ callId }: { callId: number }) {
    const call = this.live.get(callId);
    if (!call) return undefined;
    for (const timer of call.timers) clearTimeout(timer);
    this.live.delete(callId);
    if (call.answeredAtMs === null) return undefined;
    // Talk time so far in simulated seconds: the recording is as long as the call was.
    const talkSeconds = Math.max(
      1,
      Math.round(((Date.now() - call.answeredAtMs) * this.options.speed) / 1000),
    );
    return { durationSeconds: talkSeconds, recording: this.record(talkSeconds, call.random) };
  }

  private record(talkSeconds: number, random: () => number): CallRecording {
    const data = synthesiseCallRecording(Math.max(1, talkSeconds), random);
    return { contentType: WAV_CONTENT_TYPE, data, durationMs: wavDurationMs(data) };
  }

  close(): void {
    this.closed = true;
    for (const call of this.live.values()) for (const timer of call.timers) clearTimeout(timer);
    this.live.clear();
  }
}
