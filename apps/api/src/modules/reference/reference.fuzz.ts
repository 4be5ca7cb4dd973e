import { ORG_ID } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  synonymObject: () => ({ query: { typeId: '1' } }),
  agents: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
  callbackReasons: () => ({ query: { code: '35' } }),
  reasons: () => ({ query: { kind: 'REJECT' } }),
};
