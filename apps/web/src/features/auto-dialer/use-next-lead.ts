import { useMutation } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';

/** POST auto-dialer/next: the agent's next lead, or outcome 'none'. */
export function useNextLead() {
  return useMutation({
    mutationFn: async (doneLeadId: number | undefined) =>
      (
        await callEndpoint(CLIENT_ENDPOINTS.autoDialerNext, {
          body: doneLeadId ? { doneLeadId } : {},
          handling: 'session',
        })
      ).data,
  });
}
