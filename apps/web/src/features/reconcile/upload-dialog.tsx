import {
  RECONCILE_UPLOAD_LIMITS,
  type ReconcilePreviewRow,
  type ReconcileUploadResult,
} from '@leadline/contracts';
import { Alert, Box, DialogContentText, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { FileChooser } from '../../shared/ui/file-chooser';
import { SmallTable } from '../../shared/ui/small-table';
import { downloadReconcileTemplate, useReconcileUpload } from './reconcile-queries';
import { useReconcileColumns } from './reconcile-table';

/** SPEC.md 8 'Import reconcile: code 400 shows the data field as the error'. */
function refusalText(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  const data = failure.envelope?.data;
  if (typeof data === 'string' && data !== '') return data;
  return failure.envelope?.message ?? null;
}

function PreviewTable({ rows }: { rows: ReconcilePreviewRow[] }) {
  // The list's columns, left aligned as the preview always showed them.
  const columns = useReconcileColumns<ReconcilePreviewRow>().map(({ id, label, render }) => ({
    id,
    label,
    render,
  }));
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 320 }}>
      <SmallTable
        testId="reconcile-preview"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.fileRow}
        stickyHeader
        nowrap
      />
    </Box>
  );
}

/**
 * Upload of a partner COD file (SPEC.md 7.7, 8): Check file (preview: what will change, nothing
 * stored), then Confirm import (apply). A file already imported opens the duplicate-import
 * dialog; a refusal (a bad row) is shown in the dialog, nothing having changed.
 */
export function UploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useReconcileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ReconcileUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  useEffect(() => {
    if (open) {
      setFile(null);
      setPreview(null);
      setError(null);
    }
  }, [open]);
  const send = (mode: 'preview' | 'apply') => {
    if (!file) return;
    setError(null);
    upload.mutate(
      { file, mode },
      {
        onSuccess: (envelope) => {
          if (envelope.data.isReconciled) {
            setDuplicate(true);
            onClose();
          } else if (envelope.data.applied) {
            notify('success', envelope.message);
            onClose();
          } else setPreview(envelope.data);
        },
        onError: (failure) => setError(refusalText(failure) ?? t('ERRORS.SOMETHING_WENT_ERROR')),
      },
    );
  };
  const busy = upload.isPending;
  return (
    <>
      <ActionDialog
        open={open}
        onClose={onClose}
        busy={busy}
        maxWidth="lg"
        testId="reconcile-upload-dialog"
        title={t('RECONCILE.UPLOAD.TITLE')}
        cancel={{ label: t('RECONCILE.ACTION.CANCEL') }}
        confirm={
          preview
            ? { label: t('RECONCILE.ACTION.APPLY'), onClick: () => send('apply'), testId: 'reconcile-apply' }
            : {
                label: t('RECONCILE.ACTION.PREVIEW'),
                onClick: () => send('preview'),
                disabled: !file,
                testId: 'reconcile-preview-button',
              }
        }
      >
        <Stack spacing={2}>
          <DialogContentText variant="body2">
            {t('RECONCILE.UPLOAD.HINT', { max: RECONCILE_UPLOAD_LIMITS.maxRows.toLocaleString('en') })}
          </DialogContentText>
          <FileChooser
            chooseLabel={t('RECONCILE.UPLOAD.CHOOSE')}
            fileName={file?.name ?? t('RECONCILE.UPLOAD.NO_FILE')}
            onFile={(chosen) => {
              setFile(chosen);
              setPreview(null);
              setError(null);
            }}
            disabled={busy}
            inputTestId="reconcile-file"
            template={{
              label: t('RECONCILE.ACTION.TEMPLATE'),
              onClick: () => void downloadReconcileTemplate(),
              testId: 'reconcile-template',
            }}
          />
          {busy ? (
            <Stack spacing={1}>
              <Typography variant="body2">
                {t(preview ? 'RECONCILE.UPLOAD.APPLYING' : 'RECONCILE.UPLOAD.READING')}
              </Typography>
              <LinearProgress />
            </Stack>
          ) : null}
          {error ? (
            <Alert severity="error" data-testid="reconcile-upload-error">
              {error}
            </Alert>
          ) : null}
          {preview ? (
            <Stack spacing={1} data-testid="reconcile-preview-summary">
              <Typography variant="subtitle2">{t('RECONCILE.UPLOAD.PREVIEW_TITLE')}</Typography>
              <Typography variant="body2">
                {t('RECONCILE.UPLOAD.COUNTS', { ...preview.counts, count: preview.counts.rows })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('RECONCILE.UPLOAD.PREVIEW_FIRST', { count: preview.preview.length })}
              </Typography>
              <PreviewTable rows={preview.preview} />
            </Stack>
          ) : null}
        </Stack>
      </ActionDialog>
      <ActionDialog
        open={duplicate}
        onClose={() => setDuplicate(false)}
        maxWidth="xs"
        testId="reconcile-duplicate-dialog"
        title={t('RECONCILE.DUPLICATE.TITLE')}
        cancel={{ label: t('RECONCILE.ACTION.CLOSE') }}
      >
        <DialogContentText>{t('RECONCILE.DUPLICATE.TEXT')}</DialogContentText>
      </ActionDialog>
    </>
  );
}
