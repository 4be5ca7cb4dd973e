import { PATHS } from '@leadline/contracts';
import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { AuthLayout } from './auth-layout';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ username: string }>({
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(async ({ username }) => {
    setError(null);
    try {
      await callEndpoint(CLIENT_ENDPOINTS.forgotPassword, {
        body: { username: username.trim() },
        handling: 'none',
      });
      setSent(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.envelope
          ? failure.envelope.message
          : t('ERRORS.SERVER_UNREACHABLE'),
      );
    }
  });

  return (
    <AuthLayout title={t('AUTH.FORGOT_TITLE')}>
      {sent ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="forgot-sent">
          {t('AUTH.REQUEST_SENT')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info" icon={false}>
            {t('AUTH.FORGOT_TEXT')}
          </Alert>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={t('AUTH.USERNAME')}
            autoFocus
            error={Boolean(formState.errors.username)}
            helperText={formState.errors.username ? t('AUTH.USERNAME_REQUIRED') : ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            {...register('username', { validate: (value) => value.trim().length > 0 })}
          />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('AUTH.SEND_REQUEST')}
          </Button>
        </Box>
      )}
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to={PATHS.login} variant="body2">
          {t('AUTH.BACK_TO_LOGIN')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
