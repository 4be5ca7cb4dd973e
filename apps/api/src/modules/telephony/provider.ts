import type { CallDisposition, TelephonyProviderKind } from '@leadline/contracts';

/** An org's telephony settings as the providers use them (telephony_settings, defaults applied). */
export interface OrgTelephonySettings {
  orgId: number;
  provider: TelephonyProviderKind;
  pbxOriginateUrl: string | null;
  pbxToken: string | null;
  webhookSecret: string | null;
  webPhoneUrl: string | null;
  webPhoneUserIds: number[];
}

/** What a provider is asked to ring: the agent's line and the customer's number. */
export interface OriginateRequest {
  callId: number;
  orgId: number;
  agent: { id: number; userName: string };
  phone: string;
  leadId: number | null;
  settings: OrgTelephonySettings;
}

/** A recording a provider hands over with the end of an answered call. */
export interface CallRecording {
  contentType: string;
  data: Uint8Array;
  durationMs: number;
}

/** Something that happened to a call, as the provider reports it; it updates the CDR. */
export type CallEvent =
  | { callId: number; kind: 'ringing'; at: Date }
  | { callId: number; kind: 'answered'; at: Date }
  | {
      callId: number;
      kind: 'ended';
      at: Date;
      disposition?: CallDisposition;
      /** Talk time the provider measured; computed from the answer and end times when absent. */
      durationSeconds?: number;
      recording?: CallRecording;
      recordingUrl?: string;
      reason?: string;
    };

export type CallEventSink = (event: CallEvent) => Promise<void>;

/**
 * One way of placing calls (DOMAIN.md "Agent activity and calls"): `originate` asks for the call
 * and resolves once the provider accepted it (or throws ProviderUnavailableError); what happens
 * next arrives as CallEvents through the sink the provider was made with (timers for the
 * simulator, the PBX's webhook for the HTTP provider).
 */
export interface TelephonyProvider {
  readonly kind: TelephonyProviderKind;
  originate(request: OriginateRequest): Promise<{ providerCallId: string | null }>;
  /** The agent hung up: the provider stops the call; the service writes the end itself. */
  hangUp(call: {
    callId: number;
    providerCallId: string | null;
    settings: OrgTelephonySettings;
  }): Promise<{ recording?: CallRecording; durationSeconds?: number } | undefined>;
  close(): void;
}

/** The provider could not take the call (PBX down, 5xx, timeout, not configured). */
export class ProviderUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`telephony provider unavailable: ${reason}`);
  }
}
