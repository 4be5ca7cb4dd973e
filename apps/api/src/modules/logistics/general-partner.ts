import type { LogisticsPartner, ReferenceLookup, SendResult } from './partner.js';

/**
 * The general partner (docs/logistics.md): no API. The warehouse downloads the DOs as a file (the
 * shipping export) and ships them itself; the tracking codes come back later through the import
 * of DOs. Sending records the DO as handed over, with no tracking code yet.
 */
export class GeneralPartner implements LogisticsPartner {
  readonly kind = 'general' as const;

  async send(): Promise<SendResult> {
    return { ok: true, trackingCode: null, partnerReference: null };
  }

  /** Nothing leaves Leadline until the send is recorded: an unrecorded send handed nothing over. */
  async findByReference(): Promise<ReferenceLookup> {
    return { state: 'absent' };
  }

  resendIsSafe(): boolean {
    return true;
  }
}
