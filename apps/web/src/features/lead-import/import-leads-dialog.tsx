import {
  ENDPOINTS,
  findOrg,
  HQ_ORG_ID,
  LEAD_IMPORT_COLUMNS,
  LEAD_IMPORT_LIMITS,
  type LeadImportResult,
  XLSX_CONTENT_TYPE,
} from '@leadline/contracts';
import { Download, UploadFile } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../auth/session';
import { downloadFile, failureMessage, uploadFile } from './file-transfer';
import { useCallingLists, useImportCampaigns } from './lead-import-queries';

const MAX_MB = LEAD_IMPORT_LIMITS.maxBytes / (1024 * 1024);
const XLSX_ACCEPT = `.xlsx,${XLSX_CONTENT_TYPE}`;
const formatCount = (value: number) => value.toLocaleString('en');

/** What the dialog is doing: choosing, sending the file (progress 0..1), waiting for the server. */
type Phase =
  | { kind: 'form' }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; result: LeadImportResult };

/**
 * Imports leads from an .xlsx file (SPEC.md 7.2 'POST lead/excel/upload'): pick the campaign and
 * calling list, the file (template offered), send it with its progress, then the counts and, when
 * rows failed, their file (downloadImportFailed.xlsx) to correct and import again.
 */
export function ImportLeadsDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  /** Called after a successful import (the page reloads its list). */
  onImported?: (result: LeadImportResult) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { me } = useSession();
  const hq = me?.info.orgId === HQ_ORG_ID;
  const campaigns = useImportCampaigns(open);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const lists = useCallingLists(campaignId);
  const [callingListId, setCallingListId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'template' | 'failed' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setPhase({ kind: 'form' });
    setFile(null);
    setError(null);
  }, [open]);

  // The campaign's first calling list is chosen for the user (most campaigns have one).
  useEffect(() => {
    const first = lists.data?.[0]?.id ?? null;
    setCallingListId((current) => (lists.data?.some((list) => list.id === current) ? current : first));
  }, [lists.data]);

  const uploading = phase.kind === 'uploading';
  const busy = uploading || downloading !== null;
  const activeCampaigns = (campaigns.data ?? []).filter((campaign) => campaign.active);

  const showFailure = (failure: unknown) => {
    const message = failureMessage(failure);
    setError(message.text ?? t(message.key ?? 'ERRORS.SOMETHING_WENT_ERROR'));
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setError(null);
    if (!chosen) return;
    if (!chosen.name.toLowerCase().endsWith('.xlsx')) {
      setFile(null);
      setError(t('LEAD_INTAKE.DIALOG.NOT_XLSX'));
    } else if (chosen.size > LEAD_IMPORT_LIMITS.maxBytes) {
      setFile(null);
      setError(t('LEAD_INTAKE.DIALOG.FILE_TOO_LARGE', { mb: MAX_MB }));
    } else setFile(chosen);
  };

  const submit = async () => {
    if (!file || campaignId === null || callingListId === null) return;
    setError(null);
    setPhase({ kind: 'uploading', progress: 0 });
    try {
      const envelope = await uploadFile<LeadImportResult>(ENDPOINTS.importLeads, file, {
        params: { campaignId, callingListId },
        onProgress: (progress) => setPhase({ kind: 'uploading', progress }),
      });
      setPhase({ kind: 'done', result: envelope.data });
      // SPEC.md 8: the server's message is shown for an import.
      notify(envelope.data.failedRows > 0 ? 'warning' : 'success', envelope.message);
      onImported?.(envelope.data);
    } catch (failure) {
      setPhase({ kind: 'form' });
      showFailure(failure);
    }
  };

  const download = async (which: 'template' | 'failed') => {
    setError(null);
    setDownloading(which);
    try {
      if (which === 'template') await downloadFile(ENDPOINTS.importTemplate);
      else if (phase.kind === 'done') {
        await downloadFile(ENDPOINTS.importFailedRows, { body: { importId: phase.result.importId } });
      }
    } catch (failure) {
      showFailure(failure);
    } finally {
      setDownloading(null);
    }
  };

  const columns = LEAD_IMPORT_COLUMNS.map(
    (column) => `${t(`LEAD_INTAKE.COLUMNS.${column.key}`)}${column.required ? '*' : ''}`,
  ).join(', ');

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="import-leads-dialog"
    >
      <DialogTitle>{t('LEAD_INTAKE.DIALOG.TITLE')}</DialogTitle>
      <DialogContent>
        {phase.kind === 'done' ? (
          <ImportSummary result={phase.result} />
        ) : (
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <DialogContentText variant="body2">{t('LEAD_INTAKE.DIALOG.DESCRIPTION')}</DialogContentText>
            <TextField
              select
              size="small"
              label={t('LEAD_INTAKE.DIALOG.CAMPAIGN')}
              value={campaignId ?? ''}
              onChange={(event) => setCampaignId(Number(event.target.value))}
              disabled={uploading}
              data-testid="import-campaign"
            >
              {activeCampaigns.map((campaign) => (
                <MenuItem key={campaign.id} value={campaign.id}>
                  {hq
                    ? `${findOrg(campaign.orgId)?.code ?? campaign.orgId} · ${campaign.name}`
                    : campaign.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('LEAD_INTAKE.DIALOG.CALLING_LIST')}
              value={callingListId ?? ''}
              onChange={(event) => setCallingListId(Number(event.target.value))}
              disabled={uploading || campaignId === null}
              data-testid="import-calling-list"
              helperText={
                campaignId !== null && lists.isSuccess && lists.data.length === 0
                  ? t('LEAD_INTAKE.DIALOG.NO_CALLING_LISTS')
                  : undefined
              }
            >
              {(lists.data ?? []).map((list) => (
                <MenuItem key={list.id} value={list.id}>
                  {list.name}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Button
                  variant="outlined"
                  startIcon={<UploadFile />}
                  onClick={() => fileInput.current?.click()}
                  disabled={uploading}
                  data-testid="import-choose-file"
                >
                  {file ? t('LEAD_INTAKE.DIALOG.CHANGE_FILE') : t('LEAD_INTAKE.DIALOG.CHOOSE_FILE')}
                </Button>
                <Typography
                  variant="body2"
                  color={file ? 'textPrimary' : 'textSecondary'}
                  noWrap
                  data-testid="import-file-name"
                >
                  {file ? file.name : t('LEAD_INTAKE.DIALOG.NO_FILE')}
                </Typography>
                <input
                  ref={fileInput}
                  type="file"
                  accept={XLSX_ACCEPT}
                  hidden
                  onChange={chooseFile}
                  data-testid="import-file-input"
                />
              </Stack>
              <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }}>
                {t('LEAD_INTAKE.DIALOG.FILE_HINT', {
                  mb: MAX_MB,
                  rows: formatCount(LEAD_IMPORT_LIMITS.maxRows),
                })}
              </Typography>
              <Typography variant="caption" color="textSecondary" component="p">
                {t('LEAD_INTAKE.DIALOG.COLUMNS', { columns })}
              </Typography>
              <Button
                size="small"
                startIcon={<Download />}
                onClick={() => download('template')}
                disabled={busy}
                sx={{ mt: 0.5, px: 0 }}
                data-testid="import-template"
              >
                {t('LEAD_INTAKE.DIALOG.DOWNLOAD_TEMPLATE')}
              </Button>
            </Box>
            {uploading ? <UploadProgress progress={phase.progress} /> : null}
          </Stack>
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {phase.kind === 'done' ? (
          <>
            {phase.result.failedRows > 0 ? (
              <Button
                startIcon={<Download />}
                onClick={() => download('failed')}
                disabled={busy}
                data-testid="import-download-failed"
              >
                {t('LEAD_INTAKE.DIALOG.DOWNLOAD_FAILED')}
              </Button>
            ) : null}
            <Button
              onClick={() => {
                setFile(null);
                setError(null);
                setPhase({ kind: 'form' });
              }}
              disabled={busy}
              data-testid="import-another"
            >
              {t('LEAD_INTAKE.DIALOG.IMPORT_ANOTHER')}
            </Button>
            <Button variant="contained" onClick={onClose} disabled={busy} data-testid="import-close">
              {t('COMMON.CLOSE')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} color="inherit" data-testid="import-cancel">
              {t('COMMON.CANCEL')}
            </Button>
            <Button
              variant="contained"
              onClick={submit}
              disabled={busy || !file || campaignId === null || callingListId === null}
              data-testid="import-submit"
            >
              {t('LEAD_INTAKE.DIALOG.UPLOAD')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The upload's progress, then an indeterminate bar while the server checks and stores the rows. */
function UploadProgress({ progress }: { progress: number }) {
  const { t } = useTranslation();
  const sent = progress >= 1;
  return (
    <Box data-testid="import-progress">
      <LinearProgress variant={sent ? 'indeterminate' : 'determinate'} value={Math.round(progress * 100)} />
      <Typography variant="caption" color="textSecondary">
        {sent
          ? t('LEAD_INTAKE.DIALOG.PROCESSING')
          : t('LEAD_INTAKE.DIALOG.UPLOADING', { percent: Math.round(progress * 100) })}
      </Typography>
    </Box>
  );
}

function ImportSummary({ result }: { result: LeadImportResult }) {
  const { t } = useTranslation();
  const rows: [string, number, string][] = [
    ['LEAD_INTAKE.DIALOG.TOTAL_ROWS', result.totalRows, 'import-total'],
    ['LEAD_INTAKE.DIALOG.IMPORTED_ROWS', result.importedRows, 'import-imported'],
    ['LEAD_INTAKE.DIALOG.DUPLICATE_ROWS', result.duplicateRows, 'import-duplicates'],
    ['LEAD_INTAKE.DIALOG.FAILED_ROWS', result.failedRows, 'import-failed'],
  ];
  return (
    <Stack spacing={2} sx={{ pt: 0.5 }} data-testid="import-result">
      <Alert severity={result.failedRows > 0 ? 'warning' : 'success'}>{t('LEAD_INTAKE.DIALOG.RESULT')}</Alert>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value, testId]) => (
          <Box key={testId} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }} data-testid={testId}>
              {formatCount(value)}
            </Typography>
          </Box>
        ))}
      </Box>
      {result.failedRows > 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('LEAD_INTAKE.DIALOG.FAILED_HINT')}
        </Typography>
      ) : null}
    </Stack>
  );
}
