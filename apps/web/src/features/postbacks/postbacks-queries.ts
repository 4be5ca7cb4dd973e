import type { ManualPostbackInput, PendingPostbackFilter, ResendPostbacksInput } from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
import { usePagedList } from '../../shared/list/use-paged-list';

export const usePendingPostbackList = (body: PendingPostbackFilter) =>
  usePagedList('pendingPostbackList', body);

/** The tries of one postback (the dialog asks when it opens). */
export const usePostbackAttempts = (id: number | null) =>
  useEndpointQuery(
    'postbackAttempts',
    { params: { id: id ?? 0 } },
    { enabled: id !== null, localized: false },
  );

/** Resend and manual postback reload the list and the tries (SPEC.md 4: an action reloads its list). */
export const useResendPostbacks = () =>
  useResourceMutation(
    async (body: ResendPostbacksInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.resendPostbacks, { body })).data,
    ['postbacks'],
  );

export const useManualPostback = () =>
  useResourceMutation(
    async (body: ManualPostbackInput) => (await callEndpoint(CLIENT_ENDPOINTS.manualPostback, { body })).data,
    ['postbacks'],
  );
