import { mayCallEndpoint, PATHS, TYPE_LEADS, type TypeLead } from '@leadline/contracts';
import { ArrowBack, RestoreFromTrash } from '@mui/icons-material';
import { Alert, Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { formatDateTime } from '../../shared/format/format';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { HistoryEntries } from '../lead-detail';
import { RestoreDialog } from './restore-dialog';
import { useTrashDetail } from './trash-queries';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

const toTypeLead = (value: string | undefined): TypeLead =>
  (TYPE_LEADS as readonly string[]).includes(value ?? '') ? (value as TypeLead) : 'lead';

/**
 * /apps/orders/trash/{typeLead}/{leadId} (SPEC.md 2.2): a lead in trash, read-only, with its
 * history and the Restore button; after a restore the user is back on trash management.
 */
export default function TrashLeadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const leadId = Number(params.leadId);
  const typeLead = toTypeLead(params.typeLead);
  const { timeZone } = useOrderAccess();
  const { access } = useSession();
  const canRestore = mayCallEndpoint(CLIENT_ENDPOINTS.trashRestore, access?.roles ?? []);
  const detail = useTrashDetail(leadId, typeLead);
  const [restoring, setRestoring] = useState(false);
  const lead = detail.data?.lead;
  const back = () => navigate(PATHS.trashManagement);

  return (
    <Box data-testid="page-orders.trash">
      <PageHeader
        title={t('TRASH.DETAIL.TITLE', { leadId })}
        subject={lead ? `${t('TRASH.DETAIL.TITLE', { leadId })} · ${lead.customerName}` : undefined}
        subtitle={t('TRASH.DETAIL.SUBTITLE')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" variant="outlined" startIcon={<ArrowBack />} onClick={back}>
              {t('TRASH.DETAIL.BACK')}
            </Button>
            {canRestore && lead ? (
              <Button
                variant="contained"
                startIcon={<RestoreFromTrash />}
                onClick={() => setRestoring(true)}
                data-testid="trash-detail-restore"
              >
                {t('TRASH.RESTORE.BUTTON')}
              </Button>
            ) : null}
          </Box>
        }
      />
      {detail.isError ? (
        <Alert severity="warning" data-testid="trash-detail-missing">
          {t('TRASH.DETAIL.NOT_FOUND')}
        </Alert>
      ) : null}
      {detail.isLoading ? <Skeleton variant="rounded" height={240} /> : null}
      {lead ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            elevation={0}
            sx={{ p: 2, border: 1, borderColor: 'divider' }}
            data-testid="trash-detail-lead"
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
                {lead.customerName}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`TRASH.TYPE.${lead.typeLead}`)} />
              <Chip size="small" color="error" label={lead.reason?.name ?? '—'} />
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              <Field label={t('TRASH.COLUMN.PHONE')}>{lead.phone}</Field>
              <Field label={t('TRASH.COLUMN.CAMPAIGN')}>{lead.campaign?.name}</Field>
              <Field label={t('TRASH.COLUMN.PRODUCT')}>{lead.prodName}</Field>
              <Field label={t('TRASH.COLUMN.TRASHED_BY')}>{lead.trashedBy?.name}</Field>
              <Field label={t('TRASH.COLUMN.TRASHED_AT')}>{formatDateTime(lead.trashedAt, timeZone)}</Field>
              <Field label={t('TRASH.COLUMN.PREVIOUS_STATUS')}>{lead.previousStatus.name}</Field>
              <Field label={t('TRASH.DETAIL.AGENT')}>{lead.agent?.name}</Field>
              <Field label={t('TRASH.DETAIL.CREATED_AT')}>{formatDateTime(lead.createdAt, timeZone)}</Field>
              <Field label={t('TRASH.DETAIL.CALL_ATTEMPTS')}>{String(lead.callAttempts)}</Field>
              <Field label={t('TRASH.DETAIL.LAST_CALL_AT')}>
                {formatDateTime(lead.lastCallAt, timeZone)}
              </Field>
              <Field label={t('TRASH.DETAIL.ADDRESS')}>{lead.address}</Field>
              <Field label={t('TRASH.DETAIL.NOTE')}>{lead.note}</Field>
            </Box>
          </Paper>
          <Paper elevation={0} sx={{ border: 1, borderColor: 'divider' }} data-testid="trash-detail-history">
            <Typography variant="subtitle1" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
              {t('TRASH.DETAIL.HISTORY')}
            </Typography>
            <HistoryEntries entries={detail.data?.history ?? []} loading={false} timeZone={timeZone} />
          </Paper>
        </Box>
      ) : null}
      <RestoreDialog
        lead={restoring && lead ? lead : null}
        onClose={() => setRestoring(false)}
        onDone={back}
      />
    </Box>
  );
}
