import { isValidPassword } from '@leadline/contracts';
import { Alert, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { ME_QUERY_KEY, useSession } from '../../shared/session/session';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** SPEC.md 5's rules, field by field; a message key per failing field. */
export function passwordFormErrors(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!fields.oldPassword) errors.oldPassword = 'PASSWORD.OLD_REQUIRED';
  if (!isValidPassword(fields.newPassword)) errors.newPassword = 'PASSWORD.RULE';
  if (fields.confirmPassword !== fields.newPassword || !fields.confirmPassword)
    errors.confirmPassword = 'PASSWORD.CONFIRM_NOT_MATCH';
  return errors;
}

/**
 * Change password (SPEC.md 5). `forced` is the expired-password case: it cannot be dismissed,
 * only completed or left by logging out.
 */
export function ChangePasswordDialog({
  open,
  forced,
  temporary = false,
  onClose,
}: {
  open: boolean;
  forced: boolean;
  /** The password is one an administrator set: the user is told so, not that it expired. */
  temporary?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { replaceToken, signOut } = useSession();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Fields, boolean>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const errors = passwordFormErrors(fields);
  const valid = Object.keys(errors).length === 0;

  const close = () => {
    setFields(EMPTY);
    setTouched({});
    setServerError(null);
    onClose();
  };

  const submit = async () => {
    setSaving(true);
    setServerError(null);
    try {
      const { data } = await callEndpoint(CLIENT_ENDPOINTS.agentUpdate, {
        body: { oldPassword: fields.oldPassword, newPassword: fields.newPassword },
        handling: 'session',
      });
      replaceToken(data.access_token);
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      notify('success', t('COMMON.SUCCEED'));
      close();
    } catch (failure) {
      const envelope = failure instanceof ApiError ? failure.envelope : null;
      if (envelope?.message === 'password_not_match' || envelope?.error === 'password_not_match') {
        setServerError(t('PASSWORD.OLD_NOT_CORRECT'));
      } else if (envelope) setServerError(envelope.message);
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Fields, label: string, autoComplete: string) => {
    const shownError = touched[name] && errors[name] ? t(errors[name]) : undefined;
    return (
      <TextField
        type="password"
        label={label}
        value={fields[name]}
        autoComplete={autoComplete}
        fullWidth
        margin="dense"
        error={Boolean(shownError)}
        helperText={shownError ?? ' '}
        onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        slotProps={{ htmlInput: { 'data-testid': `password-${name}`, maxLength: 64 } }}
      />
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={forced ? undefined : close}
      maxWidth="xs"
      testId="change-password-dialog"
      // The forced dialog covers the toolbar: its language switcher is here too.
      titleSx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
      title={
        <>
          {t('PASSWORD.CHANGE_TITLE')}
          <LanguageSwitcher color="primary" />
        </>
      }
      cancel={
        forced
          ? { label: t('TOOLBAR.LOGOUT'), onClick: () => void signOut() }
          : { label: t('COMMON.CANCEL'), onClick: close }
      }
      confirm={{
        label: t('COMMON.CONFIRM'),
        disabled: !valid,
        loading: saving,
        onClick: submit,
        testId: 'password-submit',
      }}
    >
      {forced ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(temporary ? 'PASSWORD.TEMPORARY' : 'PASSWORD.EXPIRED')}
        </Alert>
      ) : null}
      {serverError ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="password-server-error">
          {serverError}
        </Alert>
      ) : null}
      {field(
        'oldPassword',
        t(forced && temporary ? 'PASSWORD.OLD_TEMPORARY' : 'PASSWORD.OLD'),
        'current-password',
      )}
      {field('newPassword', t('PASSWORD.NEW'), 'new-password')}
      {field('confirmPassword', t('PASSWORD.CONFIRM'), 'new-password')}
    </ActionDialog>
  );
}
