import { timingSafeEqual } from 'node:crypto';
import {
  AGENT_STATE,
  AUTO_DIALER_ERRORS,
  type CallDisposition,
  type CallStateEvent,
  type CurrentCall,
  TELEPHONY_CODE,
  TELEPHONY_ERRORS,
  type TelephonySettings,
  type TelephonyWebhookEvent,
  type UpdateTelephonySettings,
  WEB_PHONE_DEFAULT_PATH,
  type WebPhoneConfig,
  webPhoneAllowed,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome, notFound, ruleViolation, unauthorized } from '../../http/app-error.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { orgIdByCode } from '../../shared/orgs/org-by-code.js';
import { followCall, stateOf } from '../presence/index.js';
import { HttpPbxProvider } from './http-pbx-provider.js';
import {
  type CallEvent,
  type OrgTelephonySettings,
  ProviderUnavailableError,
  type TelephonyProvider,
} from './provider.js';
import { SimulatorProvider } from './simulator-provider.js';
import {
  type CallRow,
  currentCallOf,
  failAbandonedSimulatorCalls,
  findCall,
  findCallByProviderId,
  insertCallRow,
  insertRecording,
  loadSettings,
  lockCall,
  openCallsOfAgent,
  saveSettings,
  updateCall,
} from './telephony.repository.js';
import { auditSettingsChange } from './telephony-audit.js';

/** The call a provider is to place, checked and shaped by the caller (a lead's or a dialled number). */
export interface CallTarget {
  orgId: number;
  leadId: number | null;
  phone: string;
  assignmentAt: Date | null;
}

export interface StartedCall {
  callId: number;
  leadId: number | null;
  startedAt: string;
}

export function toCurrentCall(call: CallRow): CurrentCall {
  return {
    callId: call.id,
    leadId: call.leadId,
    phone: call.phone,
    state: call.state,
    disposition: (call.disposition as CallDisposition | null) ?? null,
    muted: call.muted,
    startedAt: call.startedAt.toISOString(),
    answeredAt: call.answeredAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
  };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Simulator calls older than this cannot still be live in any process (they last a minute at most). */
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * Calls through the org's provider (docs/telephony.md). The call row is written and committed
 * before the provider is asked, so a provider that fails leaves a CDR (disposition failed) and
 * never a lost call; every change of a call is published as `call.state`.
 */
export class TelephonyService {
  private readonly simulator: SimulatorProvider;
  private readonly pbx: HttpPbxProvider;

  constructor(private readonly ctx: AppContext) {
    const sink = async (event: CallEvent) => {
      await this.applyEvent(event);
    };
    this.simulator = new SimulatorProvider(
      { speed: ctx.config.telephony.simSpeed, seed: ctx.config.telephony.simSeed },
      sink,
    );
    this.pbx = new HttpPbxProvider({ timeoutMs: ctx.config.telephony.pbxTimeoutMs });
  }

  private providerFor(kind: OrgTelephonySettings['provider']): TelephonyProvider {
    return kind === 'http_pbx' ? this.pbx : this.simulator;
  }

  /** Closes simulator calls a stopped process left open. */
  async recoverAbandonedCalls(): Promise<void> {
    await failAbandonedSimulatorCalls(this.ctx.systemDb, new Date(Date.now() - ABANDONED_AFTER_MS));
  }

  close(): void {
    this.simulator.close();
    this.pbx.close();
  }

  /**
   * Writes the call row (`prepare` checks the target inside the caller's scope: the lead, its
   * phone, and counts the attempt), commits, then asks the provider. A refusal of the provider
   * ends the CDR as failed and answers TELEPHONY_CODE.PROVIDER_UNAVAILABLE.
   */
  async originate(
    scope: ScopeRunner,
    user: SessionUser,
    prepare: (trx: ScopedDb) => Promise<CallTarget>,
    options: { automatic?: boolean } = {},
  ): Promise<StartedCall> {
    const written = await scope(async (trx) => {
      const target = await prepare(trx);
      const settings = await loadSettings(trx, target.orgId);
      const replaced = await openCallsOfAgent(trx, user.userId);
      // The auto-dialer never dials over a live call (a second tab, a double timer) nor for an
      // agent who is not Available (docs/auto-dialer.md): a person decides to be called through.
      if (options.automatic) {
        if (replaced.length > 0) throw ruleViolation(AUTO_DIALER_ERRORS.ALREADY_IN_CALL);
        if ((await stateOf(trx, user.userId)) !== AGENT_STATE.AVAILABLE)
          throw ruleViolation(AUTO_DIALER_ERRORS.AGENT_NOT_AVAILABLE);
      }
      const row = await insertCallRow(trx, {
        orgId: target.orgId,
        leadId: target.leadId,
        agentId: user.userId,
        phone: target.phone,
        assignmentAt: target.assignmentAt,
        provider: settings.provider,
      });
      await followCall(trx, this.ctx.push, { id: user.userId, orgId: user.orgId }, 'started');
      return { target, settings, replaced, row };
    });
    const { target, settings, row } = written;
    // A new call replaces what the agent still had open: the agent hung up and dialled again.
    for (const old of written.replaced) await this.endByAgent(old.id, 'replaced');

    try {
      const { providerCallId } = await this.providerFor(settings.provider).originate({
        callId: row.id,
        orgId: target.orgId,
        agent: { id: user.userId, userName: user.userName },
        phone: target.phone,
        leadId: target.leadId,
        settings,
      });
      if (providerCallId) await updateCall(this.ctx.systemDb, row.id, { providerCallId });
    } catch (error) {
      const reason = error instanceof ProviderUnavailableError ? error.reason : 'provider_error';
      await this.applyEvent({ callId: row.id, kind: 'ended', at: new Date(), disposition: 'failed', reason });
      if (error instanceof ProviderUnavailableError)
        throw new BusinessOutcome(TELEPHONY_CODE.PROVIDER_UNAVAILABLE, TELEPHONY_ERRORS.PROVIDER_UNAVAILABLE);
      throw error;
    }
    return { callId: row.id, leadId: target.leadId, startedAt: row.startedAt.toISOString() };
  }

  /** The dial pad: a number with no lead, for users who have the web phone. */
  async dial(scope: ScopeRunner, user: SessionUser, phone: string): Promise<StartedCall> {
    const config = await scope((trx) => this.webPhoneConfig(trx, user));
    if (!config.visible) throw ruleViolation(TELEPHONY_ERRORS.WEB_PHONE_NOT_ALLOWED);
    const dialled = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    if (dialled.replace(/\D/g, '').length < 3) throw ruleViolation(TELEPHONY_ERRORS.INVALID_NUMBER);
    return this.originate(scope, user, async () => ({
      orgId: user.orgId,
      leadId: null,
      phone: dialled,
      assignmentAt: null,
    }));
  }

  /**
   * Applies one event of a provider to the CDR, in order: ringing only from dialing, answered
   * from dialing or ringing, ended once. A late event of an ended call only adds what the end
   * lacked (a recording the PBX delivers after the agent hung up).
   */
  async applyEvent(event: CallEvent): Promise<CallRow | null> {
    const outcome = await this.ctx.systemDb.transaction().execute(async (trx) => {
      const call = await lockCall(trx, event.callId);
      if (!call) return null;
      if (call.state === 'ended') {
        if (event.kind === 'ended') {
          if (event.recording) await insertRecording(trx, call.orgId, call.id, event.recording);
          if (event.recordingUrl && !call.recordingUrl)
            await updateCall(trx, call.id, { recordingUrl: event.recordingUrl });
          if (event.durationSeconds !== undefined && call.answeredAt && !call.durationSeconds)
            await updateCall(trx, call.id, { durationSeconds: event.durationSeconds });
        }
        return { call, changed: false };
      }
      if (event.kind === 'ringing') {
        if (call.state !== 'dialing') return { call, changed: false };
        await updateCall(trx, call.id, { state: 'ringing', ringingAt: event.at });
      } else if (event.kind === 'answered') {
        if (call.state === 'answered') return { call, changed: false };
        await updateCall(trx, call.id, {
          state: 'answered',
          answeredAt: event.at,
          ...(call.ringingAt ? {} : { ringingAt: event.at }),
        });
      } else {
        const disposition = event.disposition ?? (call.answeredAt ? 'answered' : 'no_answer');
        const measured = call.answeredAt
          ? Math.max(0, Math.round((event.at.getTime() - call.answeredAt.getTime()) / 1000))
          : 0;
        await updateCall(trx, call.id, {
          state: 'ended',
          endedAt: event.at,
          disposition,
          durationSeconds: disposition === 'answered' ? (event.durationSeconds ?? measured) : 0,
          ...(event.reason ? { endReason: event.reason } : {}),
          ...(event.recordingUrl ? { recordingUrl: event.recordingUrl } : {}),
        });
        if (event.recording) await insertRecording(trx, call.orgId, call.id, event.recording);
        // Back from In call, unless another call of the agent is live (a redial replaced this one).
        const stillOpen = await openCallsOfAgent(trx, call.agentId);
        if (stillOpen.every((open) => open.id === call.id))
          await followCall(trx, this.ctx.push, { id: call.agentId, orgId: call.orgId }, 'ended');
      }
      return { call: await lockCall(trx, call.id), changed: true };
    });
    if (!outcome?.call) return null;
    if (outcome.changed) await this.publish(outcome.call);
    return outcome.call;
  }

  private async publish(call: CallRow): Promise<void> {
    if (call.state === 'dialing') return;
    const event: CallStateEvent = {
      type: 'call.state',
      callId: call.id,
      agentId: call.agentId,
      orgId: call.orgId,
      leadId: call.leadId,
      phone: call.phone,
      state: call.state,
      disposition: (call.disposition as CallDisposition | null) ?? null,
      at: (call.endedAt ?? call.answeredAt ?? call.ringingAt ?? call.startedAt).toISOString(),
    };
    // A push that cannot leave never undoes the call: the phone page also reads the call on load.
    await this.ctx.push.publish(event).catch(() => undefined);
  }

  /** Ends a call from our side: the agent hung up, or dialled again. */
  private async endByAgent(callId: number, reason: string): Promise<CallRow | null> {
    const call = await findCall(this.ctx.systemDb, callId);
    if (!call || call.state === 'ended') return call ?? null;
    const settings = await loadSettings(this.ctx.systemDb, call.orgId);
    const extras = await this.providerFor(call.provider === 'http_pbx' ? 'http_pbx' : 'simulator')
      .hangUp({ callId, providerCallId: call.providerCallId, settings })
      .catch(() => undefined);
    return this.applyEvent({
      callId,
      kind: 'ended',
      at: new Date(),
      disposition: call.answeredAt ? 'answered' : 'no_answer',
      reason,
      ...(extras?.durationSeconds !== undefined ? { durationSeconds: extras.durationSeconds } : {}),
      ...(extras?.recording ? { recording: extras.recording } : {}),
    });
  }

  private async ownCall(trx: ScopedDb, user: SessionUser, callId: number): Promise<CallRow> {
    const call = await findCall(trx, callId);
    if (!call || call.agentId !== user.userId) throw notFound();
    return call;
  }

  /** In steps: the provider is asked to hang up outside the caller's transaction. */
  async hangUp(scope: ScopeRunner, user: SessionUser, callId: number): Promise<CurrentCall> {
    const call = await scope((trx) => this.ownCall(trx, user, callId));
    if (call.state === 'ended') return toCurrentCall(call);
    const ended = await this.endByAgent(callId, 'agent_hangup');
    return toCurrentCall(ended ?? call);
  }

  async setMuted(trx: ScopedDb, user: SessionUser, callId: number, muted: boolean): Promise<CurrentCall> {
    const call = await this.ownCall(trx, user, callId);
    if (call.state === 'ended') throw ruleViolation(TELEPHONY_ERRORS.CALL_ENDED);
    await updateCall(trx, callId, { muted });
    return toCurrentCall({ ...call, muted });
  }

  async currentCall(trx: ScopedDb, user: SessionUser): Promise<CurrentCall | null> {
    const call = await currentCallOf(trx, user.userId);
    return call ? toCurrentCall(call) : null;
  }

  async webPhoneConfig(trx: ScopedDb, user: SessionUser): Promise<WebPhoneConfig> {
    const settings = await loadSettings(trx, user.orgId);
    return {
      visible: webPhoneAllowed(this.ctx.accessContext(user), user.userId, settings.webPhoneUserIds),
      url: settings.webPhoneUrl ?? WEB_PHONE_DEFAULT_PATH,
    };
  }

  async settings(trx: ScopedDb, user: SessionUser): Promise<TelephonySettings> {
    return toSettingsView(await loadSettings(trx, user.orgId));
  }

  async updateSettings(
    trx: ScopedDb,
    user: SessionUser,
    patch: UpdateTelephonySettings,
  ): Promise<TelephonySettings> {
    const current = await loadSettings(trx, user.orgId);
    const next: OrgTelephonySettings = {
      ...current,
      ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)),
    };
    if (next.provider === 'http_pbx' && !next.pbxOriginateUrl)
      throw ruleViolation(TELEPHONY_ERRORS.PBX_URL_REQUIRED);
    await saveSettings(trx, next);
    await auditSettingsChange(trx, user, current, next);
    return toSettingsView(next);
  }

  /**
   * POST /api/telephony/webhook/{orgCode}: the PBX's call events. The PBX has no user session;
   * it proves itself with the org's shared secret (401 otherwise), and may only touch its org's calls.
   */
  async webhook(orgCode: string, secret: string | undefined, body: TelephonyWebhookEvent) {
    const db = this.ctx.systemDb;
    const orgId = await orgIdByCode(db, orgCode);
    const settings = orgId === undefined ? null : await loadSettings(db, orgId);
    if (orgId === undefined || !settings?.webhookSecret || !sameSecret(secret, settings.webhookSecret))
      throw unauthorized();
    const call = body.callId
      ? await findCall(db, body.callId)
      : body.providerCallId
        ? await findCallByProviderId(db, orgId, body.providerCallId)
        : undefined;
    if (!call || call.orgId !== orgId) throw notFound();
    const at = body.at ? new Date(body.at) : new Date();
    const event: CallEvent =
      body.event === 'ended'
        ? {
            callId: call.id,
            kind: 'ended',
            at,
            ...(body.disposition ? { disposition: body.disposition } : {}),
            ...(body.durationSeconds !== undefined ? { durationSeconds: body.durationSeconds } : {}),
            ...(body.recordingUrl ? { recordingUrl: body.recordingUrl } : {}),
          }
        : { callId: call.id, kind: body.event, at };
    if (body.providerCallId && !call.providerCallId)
      await updateCall(db, call.id, { providerCallId: body.providerCallId });
    const updated = await this.applyEvent(event);
    return { callId: call.id, state: updated?.state ?? call.state };
  }
}

function toSettingsView(settings: OrgTelephonySettings): TelephonySettings {
  return {
    provider: settings.provider,
    pbxOriginateUrl: settings.pbxOriginateUrl,
    hasPbxToken: Boolean(settings.pbxToken),
    hasWebhookSecret: Boolean(settings.webhookSecret),
    webPhoneUrl: settings.webPhoneUrl,
    webPhoneUserIds: settings.webPhoneUserIds,
  };
}

const services = new WeakMap<AppContext, TelephonyService>();

/** The one telephony service of an app (its simulator's timers live as long as the app). */
export function telephonyFor(ctx: AppContext): TelephonyService {
  let service = services.get(ctx);
  if (!service) {
    service = new TelephonyService(ctx);
    services.set(ctx, service);
  }
  return service;
}
