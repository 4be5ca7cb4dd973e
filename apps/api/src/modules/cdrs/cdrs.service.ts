import {
  type CallDisposition,
  type CallState,
  type Cdr,
  type CdrFilter,
  type CdrListQuery,
  LEAD_DETAIL_CODE,
  LEAD_DETAIL_ERRORS,
  type TelephonyProviderKind,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { type CdrRow, cdrRows, leadAssignee } from './cdrs.repository.js';
import { RecordingUrlSigner } from './recording-url.js';

/**
 * Who sees which calls (docs/telephony.md): the list scope (listScope) — row-level security keeps
 * every user to their org (HQ reads all, or the org it picks); users whose roles are all agent
 * roles (12, 27) see only the calls they made; the customers role group (SPEC.md 6) sees every call
 * of its org.
 */
export const cdrScope = listScope;

const signers = new WeakMap<AppContext, RecordingUrlSigner>();

export function recordingSigner(ctx: AppContext): RecordingUrlSigner {
  let signer = signers.get(ctx);
  if (!signer) {
    signer = new RecordingUrlSigner(ctx.systemDb);
    signers.set(ctx, signer);
  }
  return signer;
}

/** A CDR for `user`: its recordingUrl is signed for the user's session (recording-url.ts). */
export async function toCdr(row: CdrRow, signer: RecordingUrlSigner, user: SessionUser): Promise<Cdr> {
  const hasRecording = row.hasStoredRecording || Boolean(row.recordingUrl);
  return {
    callId: row.id,
    orgId: row.orgId,
    leadId: row.leadId,
    customerName: row.customerName ?? null,
    agentId: row.agentId,
    agentName: row.agentName,
    phone: row.phone,
    state: row.state as CallState,
    disposition: (row.disposition as CallDisposition | null) ?? null,
    startedAt: row.startedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    provider: row.provider as TelephonyProviderKind,
    endReason: row.endReason,
    recordingUrl: hasRecording ? await signer.url(row.id, user) : null,
  };
}

/**
 * The CDR list (SPEC.md 7.6): calls newest first. Its total is exact up to LIST_TOTAL_CAP and an
 * estimate above it, like the order lists' (docs/orders.md: the call history grows without bound,
 * and its exact count was most of PostgreSQL's time under load).
 */
export const cdrList: PagedList<CdrListQuery, ListScope, CdrRow> = {
  scope: (user, filter) => cdrScope(user, filter.orgId),
  ...cdrRows,
  pageWithCount: cdrRows.pageAndCount,
};

/** The page's CDRs, their recordings signed after the transaction (recording-url.ts). */
export function signedCdrs(ctx: AppContext, rows: CdrRow[], user: SessionUser): Promise<Cdr[]> {
  const signer = recordingSigner(ctx);
  return Promise.all(rows.map((row) => toCdr(row, signer, user)));
}

/** SPEC.md 7.6 lead/{id}/cdr: the lead's calls, for whoever may open the lead. */
export async function leadCdrsFor(
  trx: ScopedDb,
  signer: RecordingUrlSigner,
  user: SessionUser,
  leadId: number,
): Promise<Cdr[]> {
  const scope = cdrScope(user, undefined);
  const filter: CdrFilter = { leadId };
  const lead = await leadAssignee(trx, leadId);
  if (!lead || (scope.onlyAgentId !== null && lead.assigneeId !== user.userId))
    throw new BusinessOutcome(LEAD_DETAIL_CODE.DENIED, LEAD_DETAIL_ERRORS.DENY_LEAD_ACCESS);
  // HQ reads the lead's calls whatever org the lead is in.
  // No column of a call is translated: any language reads the same rows.
  const rows = await cdrRows.page(trx, filter, { ...scope, orgId: null }, { offset: 0, limit: 200 }, 'en');
  return Promise.all(rows.map((row) => toCdr(row, signer, user)));
}
