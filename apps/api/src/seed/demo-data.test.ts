import { findOrg, normalizePhone, type PhoneRegion } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** Issue 9 item 16: the demo's phones go through the same phone rule as every lead. */
describe('demo leads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('every phone is stored in E.164 as normalizePhone reads it, duplicates included', async () => {
    const leads = await server.engine.db
      .selectFrom('leads')
      .select(['id', 'orgId', 'phoneRaw', 'phoneE164', 'leadStatus'])
      .execute();
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.some((lead) => lead.leadStatus === 8)).toBe(true);
    const wrong = leads.filter((lead) => {
      const region = findOrg(lead.orgId)?.phoneRegion as PhoneRegion;
      return lead.phoneE164 === null || normalizePhone(lead.phoneRaw, region).e164 !== lead.phoneE164;
    });
    expect(wrong).toEqual([]);
  });
});
