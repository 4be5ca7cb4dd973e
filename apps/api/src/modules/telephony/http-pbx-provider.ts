import type { OriginateRequest, TelephonyProvider } from './provider.js';
import { ProviderUnavailableError } from './provider.js';

/** Fills {phone}, {agent} and {callId} of the org's click-to-call URL template, URL-encoded. */
export function originateUrl(
  template: string,
  request: Pick<OriginateRequest, 'phone' | 'agent' | 'callId'>,
) {
  const values: Record<string, string> = {
    phone: request.phone,
    agent: request.agent.userName,
    callId: String(request.callId),
  };
  return template.replace(/\{(phone|agent|callId)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** The PBX's id of the call, when its answer names one ({"id": ...} or {"callId": ...}). */
function providerCallIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['providerCallId', 'id', 'callId', 'uniqueid']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return null;
}

/**
 * A PBX reached through its click-to-call HTTP API (docs/telephony.md): originate POSTs to the
 * org's URL template with the org's bearer token; the PBX rings the agent's extension, then the
 * customer, and reports the call's progress to our webhook. The PBX owns the call from then on:
 * a hang-up from the web phone ends the CDR here (the PBX's own end event still completes it).
 */
export class HttpPbxProvider implements TelephonyProvider {
  readonly kind = 'http_pbx' as const;

  constructor(private readonly options: { timeoutMs: number }) {}

  async originate(request: OriginateRequest) {
    const { pbxOriginateUrl, pbxToken } = request.settings;
    if (!pbxOriginateUrl) throw new ProviderUnavailableError('pbx_not_configured');
    let response: Response;
    try {
      response = await fetch(originateUrl(pbxOriginateUrl, request), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(pbxToken ? { authorization: `Bearer ${pbxToken}` } : {}),
        },
        body: JSON.stringify({
          callId: request.callId,
          phone: request.phone,
          agent: request.agent.userName,
          leadId: request.leadId,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new ProviderUnavailableError(timedOut ? 'pbx_timeout' : 'pbx_unreachable');
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new ProviderUnavailableError(`pbx_http_${response.status}`);
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { providerCallId: providerCallIdOf(body) };
  }

  async hangUp() {
    return undefined;
  }

  close(): void {}
}
