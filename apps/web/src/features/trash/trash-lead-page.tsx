import { mayCallEndpoint, PATHS, TYPE_LEADS, type TypeLead } from '@leadline/contracts';
import { ArrowBack, RestoreFromTrash } from '@mui/icons-material';
import { Alert, Box, Button, Chip, Paper, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { formatDateTime } from '../../shared/format/format';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { FactsCard } from '../../shared/ui/facts-card';
import { LabelledValue } from '../../shared/ui/labelled-value';
import { PageHeader } from '../../shared/ui/page-header';
import { HistoryEntries } from '../lead-detail';
import { RestoreDialog } from './restore-dialog';
import { useTrashDetail } from './trash-queries';

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
          <FactsCard
            title={lead.customerName}
            chips={
              <>
                <Chip size="small" variant="outlined" label={t(`TRASH.TYPE.${lead.typeLead}`)} />
                <Chip size="small" color="error" label={lead.reason?.name ?? '—'} />
              </>
            }
            testId="trash-detail-lead"
          >
            <LabelledValue label={t('TRASH.COLUMN.PHONE')}>{lead.phone}</LabelledValue>
            <LabelledValue label={t('TRASH.COLUMN.CAMPAIGN')}>{lead.campaign?.name}</LabelledValue>
            <LabelledValue label={t('TRASH.COLUMN.PRODUCT')}>{lead.prodName}</LabelledValue>
            <LabelledValue label={t('TRASH.COLUMN.TRASHED_BY')}>{lead.trashedBy?.name}</LabelledValue>
            <LabelledValue label={t('TRASH.COLUMN.TRASHED_AT')}>
              {formatDateTime(lead.trashedAt, timeZone)}
            </LabelledValue>
            <LabelledValue label={t('TRASH.COLUMN.PREVIOUS_STATUS')}>
              {lead.previousStatus.name}
            </LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.AGENT')}>{lead.agent?.name}</LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.CREATED_AT')}>
              {formatDateTime(lead.createdAt, timeZone)}
            </LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.CALL_ATTEMPTS')}>{String(lead.callAttempts)}</LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.LAST_CALL_AT')}>
              {formatDateTime(lead.lastCallAt, timeZone)}
            </LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.ADDRESS')}>{lead.address}</LabelledValue>
            <LabelledValue label={t('TRASH.DETAIL.NOTE')}>{lead.note}</LabelledValue>
          </FactsCard>
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
