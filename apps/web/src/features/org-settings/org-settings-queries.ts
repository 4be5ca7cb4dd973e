import type { EndpointData, EndpointKey } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useNotify } from '../../shared/notifications/notifications';

type UpdateKey =
  | 'updateOrgWebPhoneSettings'
  | 'updateOrgPaymentAccount'
  | 'updateOrgDeliveryCutoff'
  | 'updateOrgDeliveryRiskSettings';

/**
 * One settings section: its stored values (GET), and a save (PUT) that says 'Succeed!' and reads
 * the values again (SPEC.md 8); a refusal shows the server's message (the http client does).
 */
export function useSettingsSection<R extends EndpointKey, U extends UpdateKey>(readKey: R, updateKey: U) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const stored = useEndpointQuery(readKey, {}, { localized: false, staleTime: 0 });
  const save = useMutation({
    mutationFn: async (body: unknown) =>
      // biome-ignore lint/suspicious/noExplicitAny: the body is the update's schema, checked by the server.
      (await callEndpoint(CLIENT_ENDPOINTS[updateKey], { body: body as any })).data as EndpointData<U>,
    onSuccess: async () => {
      notify('success', t('COMMON.SUCCEED'));
      await invalidateResources(queryClient, ['orgSettings']);
    },
  });
  return { stored, save };
}
