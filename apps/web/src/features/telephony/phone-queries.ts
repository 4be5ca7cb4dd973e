import type { CurrentCall } from '@leadline/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';

export const CURRENT_CALL_KEY = queryKeys.own('currentCall');

/**
 * Reads the agent's call again: after starting one, since the server pushes no event while the
 * call is only dialling (the first push is ringing), and the screen should show it at once.
 */
export const refreshCurrentCall = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });

/** Whether the signed-in user gets the web phone, and where its frame loads from (SPEC.md 6, 7.10). */
export function useWebPhoneConfig(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.own('webPhoneConfig'),
    queryFn: async () => (await callEndpoint(CLIENT_ENDPOINTS.webPhoneConfig, { handling: 'session' })).data,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The agent's call: read on load, then kept current by the `call.state` pushes (use-call-events).
 * While a call is live it is also read every 5 s, a safety net should a push be lost (the timer
 * ticks in the page itself).
 */
export function useCurrentCall() {
  return useQuery({
    queryKey: CURRENT_CALL_KEY,
    queryFn: async () => (await callEndpoint(CLIENT_ENDPOINTS.currentCall, { handling: 'session' })).data,
    refetchInterval: (query) => {
      const call = query.state.data;
      return call && call.state !== 'ended' ? 5000 : false;
    },
  });
}

function useCallMutation<V>(run: (value: V) => Promise<CurrentCall | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (call) => {
      if (call) queryClient.setQueryData(CURRENT_CALL_KEY, call);
      else void queryClient.invalidateQueries({ queryKey: CURRENT_CALL_KEY });
    },
  });
}

export function usePhoneActions() {
  const dial = useCallMutation(async (phone: string) => {
    await callEndpoint(CLIENT_ENDPOINTS.dial, { body: { phone } });
    return null;
  });
  const hangUp = useCallMutation(
    async (callId: number) => (await callEndpoint(CLIENT_ENDPOINTS.hangUp, { params: { callId } })).data,
  );
  const mute = useCallMutation(
    async ({ callId, muted }: { callId: number; muted: boolean }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.mute, { params: { callId }, body: { muted } })).data,
  );
  return { dial, hangUp, mute };
}
