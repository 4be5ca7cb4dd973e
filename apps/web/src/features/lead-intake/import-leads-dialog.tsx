import { HQ_ORG_ID, type LeadImportResult } from '@leadline/contracts';
import { Download } from '@mui/icons-material';
import { Alert, Button, DialogContentText, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { useNotify } from '../../shared/notifications/notifications';
import { useCallingLists, useCampaigns } from '../../shared/reference/use-reference-lists';
import { useSession } from '../../shared/session/session';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { downloadFile, failureMessage, uploadFile } from './file-transfer';
import { ImportFilePicker } from './import-file-picker';
import { ImportSummary } from './import-summary';
import { ImportTargetFields } from './import-target-fields';
import { UploadProgress } from './upload-progress';

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
  const campaigns = useCampaigns(open);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const lists = useCallingLists(campaignId);
  const [callingListId, setCallingListId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<'template' | 'failed' | null>(null);

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

  const submit = async () => {
    if (!file || campaignId === null || callingListId === null) return;
    setError(null);
    setPhase({ kind: 'uploading', progress: 0 });
    try {
      const envelope = await uploadFile<LeadImportResult>(CLIENT_ENDPOINTS.importLeads, file, {
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
      if (which === 'template') await downloadFile(CLIENT_ENDPOINTS.importTemplate);
      else if (phase.kind === 'done') {
        await downloadFile(CLIENT_ENDPOINTS.importFailedRows, { body: { importId: phase.result.importId } });
      }
    } catch (failure) {
      showFailure(failure);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={busy}
      testId="import-leads-dialog"
      title={t('LEAD_INTAKE.DIALOG.TITLE')}
      extraActions={
        phase.kind === 'done' ? (
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
          </>
        ) : null
      }
      cancel={phase.kind === 'done' ? undefined : { label: t('COMMON.CANCEL'), testId: 'import-cancel' }}
      confirm={
        phase.kind === 'done'
          ? { label: t('COMMON.CLOSE'), onClick: onClose, testId: 'import-close' }
          : {
              label: t('LEAD_INTAKE.DIALOG.UPLOAD'),
              onClick: submit,
              disabled: !file || campaignId === null || callingListId === null,
              testId: 'import-submit',
            }
      }
    >
      {phase.kind === 'done' ? (
        <ImportSummary result={phase.result} />
      ) : (
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <DialogContentText variant="body2">{t('LEAD_INTAKE.DIALOG.DESCRIPTION')}</DialogContentText>
          <ImportTargetFields
            campaigns={activeCampaigns}
            hq={hq}
            campaignId={campaignId}
            onCampaignChange={setCampaignId}
            callingLists={lists.data ?? []}
            callingListId={callingListId}
            onCallingListChange={setCallingListId}
            noCallingLists={campaignId !== null && lists.isSuccess && lists.data.length === 0}
            disabled={uploading}
          />
          <ImportFilePicker
            file={file}
            onFileChange={setFile}
            onError={setError}
            disabled={uploading}
            templateDisabled={busy}
            onDownloadTemplate={() => download('template')}
          />
          {uploading ? <UploadProgress progress={phase.progress} /> : null}
        </Stack>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-error">
          {error}
        </Alert>
      ) : null}
    </ActionDialog>
  );
}
