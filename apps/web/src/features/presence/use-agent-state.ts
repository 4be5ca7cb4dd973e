import { AGENT_ACTIVITY_ID, AGENT_STATE_NAME, type AgentActivityState } from '@leadline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';
import { usePushEvent } from '../../shared/push/use-push-event';
import { useSession } from '../../shared/session/session';

const stateKey = (userId: number | undefined) => queryKeys.own('agentActivityInstant', userId);

/**
 * The caller's agent state (GET agent/by-id/{userId}/activity/instant), kept current by pushes
 * from the server, so that every tab follows a change made in another.
 */
export function useMyAgentState() {
  const { me } = useSession();
  const userId = me?.info.userId;
  const queryClient = useQueryClient();
  const key = stateKey(userId);

  const query = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await callEndpoint(CLIENT_ENDPOINTS.agentActivityInstant, {
          params: { userId: userId ?? 0 },
          query: { activityId: AGENT_ACTIVITY_ID },
        })
      ).data,
    enabled: userId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

  usePushEvent('agent.state', (event) => {
    if (event.userId !== userId) return;
    queryClient.setQueryData<AgentActivityState>(key, {
      userId: event.userId,
      value: event.value,
      valueCode: event.code,
      message: event.message,
      changedAt: event.changedAt,
    });
  });
  // A (re)connection may have missed changes.
  usePushEvent('push.ready', () => {
    if (userId !== undefined) void queryClient.invalidateQueries({ queryKey: key });
  });

  const change = useMutation({
    mutationFn: async ({ code, message }: { code: number; message?: string }) => {
      const current = query.data;
      return (
        await callEndpoint(CLIENT_ENDPOINTS.changeAgentActivity, {
          params: { userId: userId ?? 0 },
          body: {
            objectType: 'user',
            activityId: AGENT_ACTIVITY_ID,
            objectId: userId,
            onField: 'status',
            value: AGENT_STATE_NAME[code] ?? String(code),
            valueCode: code,
            lastValue: current?.value ?? null,
            lastValueCode: current?.valueCode ?? null,
            message: message ?? null,
          },
        })
      ).data;
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });

  return { state: query.data ?? null, change };
}
