import type { CallStateEvent, LiveBoardRow, LiveCall } from '@leadline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';
import { usePushEvent } from '../../shared/push/use-push-event';

const boardKey = (orgId: number | undefined) => queryKeys.own('liveBoard', orgId ?? 'scope');

/** A call.state event applied to the agent's current call: ringing/answered set it, ended clears it. */
export function applyCallEvent(current: LiveCall | null, event: CallStateEvent): LiveCall | null {
  if (event.state === 'ended') return current && current.callId !== event.callId ? current : null;
  const same = current?.callId === event.callId ? current : null;
  return {
    callId: event.callId,
    leadId: event.leadId,
    phone: event.phone,
    state: event.state,
    startedAt: same?.startedAt ?? event.at,
    answeredAt: event.state === 'answered' ? (same?.answeredAt ?? event.at) : null,
  };
}

/** GET agents/live-board, then kept current by agent.state and call.state pushes without reloading. */
export function useLiveBoard(orgId: number | undefined) {
  const queryClient = useQueryClient();
  const key = boardKey(orgId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await callEndpoint(CLIENT_ENDPOINTS.liveBoard, { query: { orgId } })).data,
  });

  const update = (userId: number, patch: (row: LiveBoardRow) => LiveBoardRow) =>
    queryClient.setQueryData<LiveBoardRow[]>(key, (rows) =>
      rows?.map((row) => (row.userId === userId ? patch(row) : row)),
    );

  usePushEvent('agent.state', (event) => {
    const rows = queryClient.getQueryData<LiveBoardRow[]>(key);
    // An agent the board does not list yet (new user): reload rather than guess the row.
    if (rows && !rows.some((row) => row.userId === event.userId)) {
      if (orgId === undefined || orgId === event.orgId) void query.refetch();
      return;
    }
    update(event.userId, (row) => ({
      ...row,
      value: event.value,
      valueCode: event.code,
      message: event.message,
      changedAt: event.changedAt,
    }));
  });
  usePushEvent('call.state', (event) =>
    update(event.agentId, (row) => ({ ...row, call: applyCallEvent(row.call, event) })),
  );
  // After a (re)connection: catch up with what was missed.
  usePushEvent('push.ready', () => void query.refetch());

  return query;
}
