import { POSTBACK_PLACEHOLDERS, type PostbackNetwork, type PostbackNetworkInput } from '@leadline/contracts';
import { Block, CheckCircleOutlined, Edit } from '@mui/icons-material';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../../shared/session/session';
import { RowAction } from '../../shared/ui/row-action';
import { type SmallColumn, SmallTable } from '../../shared/ui/small-table';
import { ActiveChip } from '../../shared/ui/status-chip';
import { PostbackNetworkDialog } from './postback-network-dialog';

const inputOf = (network: PostbackNetwork): PostbackNetworkInput => ({
  code: network.code,
  name: network.name,
  urlTemplate: network.urlTemplate,
  payouts: network.payouts,
  currency: network.currency,
  active: network.active,
});

/** Postbacks (docs/settings.md): the org's networks, their templates and payouts. */
export function PostbacksTab() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { me } = useSession();
  const networks = useEndpointQuery('orgPostbackNetworks', {}, { localized: false, staleTime: 0 });
  const [editing, setEditing] = useState<PostbackNetwork | null | 'new'>(null);
  const save = useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PostbackNetworkInput }) =>
      id === null
        ? (await callEndpoint(CLIENT_ENDPOINTS.createOrgPostbackNetwork, { body })).data
        : (await callEndpoint(CLIENT_ENDPOINTS.updateOrgPostbackNetwork, { params: { id }, body })).data,
    onSuccess: async () => {
      notify('success', t('COMMON.SUCCEED'));
      setEditing(null);
      await invalidateResources(queryClient, ['orgSettings']);
    },
  });
  const rows = networks.data ?? [];
  const placeholders = POSTBACK_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
  const columns: SmallColumn<PostbackNetwork>[] = [
    {
      id: 'code',
      label: t('ORG_SETTINGS.POSTBACKS.CODE'),
      sx: { fontWeight: 600, whiteSpace: 'nowrap' },
      render: (network) => network.code,
    },
    { id: 'name', label: t('ORG_SETTINGS.POSTBACKS.NAME'), render: (network) => network.name },
    {
      id: 'urlTemplate',
      label: t('ORG_SETTINGS.POSTBACKS.URL_TEMPLATE'),
      sx: { maxWidth: 420, wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 },
      render: (network) =>
        network.urlTemplate ?? (
          <Typography variant="body2" color="text.secondary">
            {t('ORG_SETTINGS.POSTBACKS.NO_TEMPLATE')}
          </Typography>
        ),
    },
    { id: 'currency', label: t('ORG_SETTINGS.POSTBACKS.CURRENCY'), render: (network) => network.currency },
    {
      id: 'active',
      label: t('ORG_SETTINGS.POSTBACKS.ACTIVE'),
      render: (network) => (
        <ActiveChip
          active={network.active}
          label={t(
            network.active
              ? 'ORG_SETTINGS.POSTBACKS.STATUS_ACTIVE'
              : 'ORG_SETTINGS.POSTBACKS.STATUS_DISABLED',
          )}
        />
      ),
    },
    {
      id: 'actions',
      label: null,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      render: (network) => (
        <>
          <RowAction
            title={t('ORG_SETTINGS.POSTBACKS.EDIT')}
            icon={<Edit fontSize="small" />}
            onClick={() => setEditing(network)}
            testId={`postback-network-edit-${network.id}`}
          />
          <RowAction
            title={t(network.active ? 'ORG_SETTINGS.POSTBACKS.DISABLE' : 'ORG_SETTINGS.POSTBACKS.ENABLE')}
            icon={network.active ? <Block fontSize="small" /> : <CheckCircleOutlined fontSize="small" />}
            color={network.active ? 'error' : 'success'}
            onClick={() =>
              save.mutate({ id: network.id, body: { ...inputOf(network), active: !network.active } })
            }
            testId={`postback-network-toggle-${network.id}`}
          />
        </>
      ),
    },
  ];
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', p: 3 }} data-testid="settings-postbacks">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" sx={{ mb: 0.5 }}>
            {t('ORG_SETTINGS.POSTBACKS.TITLE')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ORG_SETTINGS.POSTBACKS.HELP', { placeholders, interpolation: { escapeValue: false } })}
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => setEditing('new')} data-testid="postback-network-new">
          {t('ORG_SETTINGS.POSTBACKS.NEW')}
        </Button>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <SmallTable
          columns={columns}
          rows={rows}
          rowKey={(network) => network.id}
          rowData={() => ({ 'data-testid': 'postback-network-row' })}
          emptyRow={networks.isLoading ? null : t('ORG_SETTINGS.POSTBACKS.EMPTY')}
        />
      </Box>
      <PostbackNetworkDialog
        open={editing !== null}
        network={editing === 'new' ? null : editing}
        orgId={me?.info.orgId ?? 0}
        pending={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(body) =>
          save.mutate({ id: editing === 'new' || editing === null ? null : editing.id, body })
        }
      />
    </Paper>
  );
}
