import type { ConfigurablePartner, UpdateLogisticsPartner } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useNotify } from '../../shared/notifications/notifications';
import { LogisticsPartnerCard } from './logistics-partner-card';

/** Logistics partners (docs/settings.md): one card per partner the org may use. */
export function LogisticsTab() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const partners = useEndpointQuery('orgLogisticsPartners', {}, { localized: false, staleTime: 0 });
  const save = useMutation({
    mutationFn: async ({ partner, body }: { partner: ConfigurablePartner; body: UpdateLogisticsPartner }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.updateOrgLogisticsPartner, { params: { partner }, body })).data,
    onSuccess: async () => {
      notify('success', t('COMMON.SUCCEED'));
      await invalidateResources(queryClient, ['orgSettings']);
    },
  });
  return (
    <Box data-testid="settings-logistics">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('ORG_SETTINGS.LOGISTICS.HELP')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {(partners.data ?? []).map((stored) => (
          <LogisticsPartnerCard
            key={stored.partner}
            stored={stored}
            pending={save.isPending}
            onSave={(body) => save.mutate({ partner: stored.partner, body })}
          />
        ))}
      </Box>
    </Box>
  );
}
