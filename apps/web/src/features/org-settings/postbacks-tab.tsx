import { POSTBACK_PLACEHOLDERS, type PostbackNetwork, type PostbackNetworkInput } from '@leadline/contracts';
import { Block, CheckCircleOutlined, Edit } from '@mui/icons-material';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('ORG_SETTINGS.POSTBACKS.CODE')}</TableCell>
              <TableCell>{t('ORG_SETTINGS.POSTBACKS.NAME')}</TableCell>
              <TableCell>{t('ORG_SETTINGS.POSTBACKS.URL_TEMPLATE')}</TableCell>
              <TableCell>{t('ORG_SETTINGS.POSTBACKS.CURRENCY')}</TableCell>
              <TableCell>{t('ORG_SETTINGS.POSTBACKS.ACTIVE')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !networks.isLoading ? (
              <TableRow>
                <TableCell colSpan={6}>{t('ORG_SETTINGS.POSTBACKS.EMPTY')}</TableCell>
              </TableRow>
            ) : null}
            {rows.map((network) => (
              <TableRow key={network.id} data-testid="postback-network-row">
                <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{network.code}</TableCell>
                <TableCell>{network.name}</TableCell>
                <TableCell
                  sx={{ maxWidth: 420, wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12 }}
                >
                  {network.urlTemplate ?? (
                    <Typography variant="body2" color="text.secondary">
                      {t('ORG_SETTINGS.POSTBACKS.NO_TEMPLATE')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{network.currency}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={network.active ? 'success' : 'default'}
                    label={t(
                      network.active
                        ? 'ORG_SETTINGS.POSTBACKS.STATUS_ACTIVE'
                        : 'ORG_SETTINGS.POSTBACKS.STATUS_DISABLED',
                    )}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RowAction
                    title={t('ORG_SETTINGS.POSTBACKS.EDIT')}
                    icon={<Edit fontSize="small" />}
                    onClick={() => setEditing(network)}
                    testId={`postback-network-edit-${network.id}`}
                  />
                  <RowAction
                    title={t(
                      network.active ? 'ORG_SETTINGS.POSTBACKS.DISABLE' : 'ORG_SETTINGS.POSTBACKS.ENABLE',
                    )}
                    icon={
                      network.active ? <Block fontSize="small" /> : <CheckCircleOutlined fontSize="small" />
                    }
                    color={network.active ? 'error' : 'success'}
                    onClick={() =>
                      save.mutate({ id: network.id, body: { ...inputOf(network), active: !network.active } })
                    }
                    testId={`postback-network-toggle-${network.id}`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
