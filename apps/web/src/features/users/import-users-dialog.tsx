import {
  USER_IMPORT_LIMITS,
  type UserCredentials,
  type UserImportResult,
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
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
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
  const input = useRef<HTMLInputElement>(null);
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
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" data-testid="import-users">
      <DialogTitle>
        {created ? t('USERS.IMPORT.DONE_TITLE', { count: created.length }) : t('USERS.IMPORT.TITLE')}
      </DialogTitle>
      <DialogContent>
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
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<UploadFile />}
                onClick={() => input.current?.click()}
                disabled={busy}
                data-testid="import-users-choose"
              >
                {t('USERS.IMPORT.CHOOSE')}
              </Button>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 120 }} noWrap>
                {file?.name ?? ''}
              </Typography>
              <Button
                startIcon={<Download />}
                onClick={() => void downloadFile(CLIENT_ENDPOINTS.userImportTemplate).catch(() => undefined)}
                data-testid="import-users-template"
              >
                {t('USERS.IMPORT.TEMPLATE')}
              </Button>
            </Stack>
            <input
              ref={input}
              type="file"
              hidden
              accept={`.xlsx,${XLSX_CONTENT_TYPE}`}
              data-testid="import-users-file"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setError(
                  chosen && chosen.size > USER_IMPORT_LIMITS.maxBytes
                    ? t('USERS.IMPORT.REASONS.TOO_LARGE')
                    : null,
                );
                setFile(chosen && chosen.size <= USER_IMPORT_LIMITS.maxBytes ? chosen : null);
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {created ? (
          <Button variant="contained" onClick={close} data-testid="import-users-done">
            {t('USERS.PASSWORD.DONE')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy} color="inherit">
              {t('USERS.IMPORT.CANCEL')}
            </Button>
            <Button variant="contained" onClick={upload} disabled={busy} data-testid="import-users-upload">
              {t('USERS.IMPORT.UPLOAD')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
