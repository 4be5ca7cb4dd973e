import { USER_IMPORT_LIMITS, type UserCredentials, type UserImportResult } from '@leadline/contracts';
import {
  Alert,
  Box,
  DialogContentText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { FileChooser } from '../../shared/ui/file-chooser';
import { downloadFile, failureMessage, uploadFile } from '../lead-intake';
import { useInvalidateUsers } from './users-queries';

/**
 * Import agents from an .xlsx (all or nothing): choose the file, import, then the created users
 * with their temporary passwords, shown once. A refusal shows the row and reason in the dialog.
 */
export function ImportUsersDialog({
  open,
  orgId,
  onClose,
}: {
  open: boolean;
  /** HQ's chosen org; undefined for everyone else. */
  orgId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateUsers();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<UserCredentials[] | null>(null);

  const close = () => {
    if (busy) return;
    setFile(null);
    setError(null);
    setCreated(null);
    onClose();
  };

  const upload = async () => {
    if (!file) {
      setError(t('USERS.IMPORT.REASONS.NO_FILE'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const envelope = await uploadFile<UserImportResult>(CLIENT_ENDPOINTS.importUsers, file, {
        query: orgId === undefined ? {} : { orgId },
      });
      setCreated(envelope.data.created);
      await invalidate();
    } catch (failure) {
      const message = failureMessage(failure);
      setError(message.text ?? t(message.key ?? 'ERRORS.SOMETHING_WENT_ERROR'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      onClose={close}
      busy={busy}
      maxWidth="md"
      testId="import-users"
      title={created ? t('USERS.IMPORT.DONE_TITLE', { count: created.length }) : t('USERS.IMPORT.TITLE')}
      cancel={created ? undefined : { label: t('USERS.IMPORT.CANCEL') }}
      confirm={
        created
          ? { label: t('USERS.PASSWORD.DONE'), onClick: close, testId: 'import-users-done' }
          : { label: t('USERS.IMPORT.UPLOAD'), onClick: upload, testId: 'import-users-upload' }
      }
    >
      {created ? (
        <>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {t('USERS.IMPORT.DONE_TEXT')}
          </DialogContentText>
          <Table size="small" data-testid="import-users-created">
            <TableHead>
              <TableRow>
                <TableCell>{t('USERS.COLUMN.USER_NAME')}</TableCell>
                <TableCell>{t('USERS.COLUMN.FULL_NAME')}</TableCell>
                <TableCell>{t('USERS.PASSWORD.TITLE')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {created.map((user) => (
                <TableRow key={user.userId}>
                  <TableCell>{user.userName}</TableCell>
                  <TableCell>{user.fullName}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{user.temporaryPassword}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : (
        <>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {t('USERS.IMPORT.TEXT', { max: USER_IMPORT_LIMITS.maxRows })}
          </DialogContentText>
          <FileChooser
            chooseLabel={t('USERS.IMPORT.CHOOSE')}
            fileName={file?.name ?? ''}
            onFile={(chosen) => {
              setError(
                chosen && chosen.size > USER_IMPORT_LIMITS.maxBytes
                  ? t('USERS.IMPORT.REASONS.TOO_LARGE')
                  : null,
              );
              setFile(chosen && chosen.size <= USER_IMPORT_LIMITS.maxBytes ? chosen : null);
            }}
            disabled={busy}
            inputTestId="import-users-file"
            chooseTestId="import-users-choose"
            template={{
              label: t('USERS.IMPORT.TEMPLATE'),
              onClick: () => void downloadFile(CLIENT_ENDPOINTS.userImportTemplate).catch(() => undefined),
              testId: 'import-users-template',
            }}
          />
          <Box sx={{ minHeight: 56, mt: 2 }}>
            {error ? (
              <Alert severity="error" data-testid="import-users-error">
                {error}
              </Alert>
            ) : null}
          </Box>
        </>
      )}
    </ActionDialog>
  );
}
