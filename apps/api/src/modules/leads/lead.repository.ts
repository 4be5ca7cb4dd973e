import type { ScopedDb } from '../../db/org-scope.js';

/** The lead as its screens need it (edit screen, payment QR); row-level security hides other orgs' leads. */
export async function findLead(trx: ScopedDb, leadId: number, options: { forUpdate?: boolean } = {}) {
  let query = trx
    .selectFrom('leads as l')
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('users as u', 'u.id', 'l.assigneeId')
    .leftJoin('products as p', 'p.id', 'l.offerProductId')
    .selectAll('l')
    .select(['c.name as campaignName', 'u.fullName as agentName', 'p.name as prodName'])
    .where('l.id', '=', leadId);
  if (options.forUpdate) query = query.forUpdate('l');
  return query.executeTakeFirst();
}
export type LeadRow = NonNullable<Awaited<ReturnType<typeof findLead>>>;
