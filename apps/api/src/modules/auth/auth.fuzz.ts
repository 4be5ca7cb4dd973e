import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  token: (fx) => ({
    body: { grant_type: 'password', username: 'vn1.qc', password: 'Wrong@12345', client_id: fx.clientId },
  }),
  forgotPassword: () => ({ body: { username: 'vn1.cs' } }),
};
