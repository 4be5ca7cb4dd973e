import {
  type AuthUser,
  canAccessRoute,
  ENDPOINTS,
  landingPathFor,
  matchRoute,
  PATHS,
  STORAGE_KEYS,
} from '@leadline/contracts';
import { Visibility, VisibilityOff } from '@mui/icons-material';
import { Alert, Box, Button, IconButton, InputAdornment, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { runtimeConfig } from '../../shared/api/runtime-config';
import { useSession } from '../../shared/session/session';
import { browserStorage } from '../../shared/storage/browser-storage';
import { AuthLayout } from './auth-layout';

interface LoginForm {
  username: string;
  password: string;
}

/** Where a fresh login goes: the page the user was sent away from, if allowed, else SPEC.md 2.4's landing. */
function destinationAfterLogin(user: AuthUser): string {
  const access = { roles: user.rolesId, orgId: user.orgId, env: runtimeConfig.appEnv };
  const saved = browserStorage.read(STORAGE_KEYS.redirectUrl);
  browserStorage.write(STORAGE_KEYS.redirectUrl, null);
  const landing = landingPathFor(access);
  if (landing !== PATHS.dashboard || !saved) return landing;
  const savedRoute = matchRoute(saved.split('?')[0] ?? '');
  return savedRoute && !savedRoute.public && canAccessRoute(savedRoute, access) ? saved : landing;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  // Set with the token in one render: router navigations are transitions and would lose the race.
  const [destination, setDestination] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    defaultValues: { username: '', password: '' },
  });

  if (session.token) return <Navigate to={destination ?? PATHS.dashboard} replace />;

  const submit = handleSubmit(async ({ username, password }) => {
    setError(null);
    try {
      const { data: user } = await callEndpoint(ENDPOINTS.token, {
        handling: 'none',
        body: {
          grant_type: 'password',
          username: username.trim(),
          password,
          // A public client: the id alone (docs/security.md).
          client_id: runtimeConfig.clientId,
        },
      });
      if (user.rolesId.length === 0) {
        setError(t('AUTH.NO_ROLE'));
        return;
      }
      setDestination(destinationAfterLogin(user));
      session.signIn(user);
    } catch (failure) {
      const envelope = failure instanceof ApiError ? failure.envelope : null;
      if (envelope?.error === 'no_role') setError(t('AUTH.NO_ROLE'));
      else setError(envelope?.message ?? t('ERRORS.SERVER_UNREACHABLE'));
    }
  });

  return (
    <AuthLayout title={t('AUTH.LOGIN_TITLE')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error ? (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        ) : null}
        <TextField
          label={t('AUTH.USERNAME')}
          autoComplete="username"
          autoFocus
          fullWidth
          error={Boolean(formState.errors.username)}
          helperText={formState.errors.username ? t('AUTH.USERNAME_REQUIRED') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
          {...register('username', { validate: (value) => value.trim().length > 0 })}
        />
        <TextField
          label={t('AUTH.PASSWORD')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          fullWidth
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password ? t('AUTH.PASSWORD_REQUIRED') : ' '}
          slotProps={{
            htmlInput: { 'data-testid': 'login-password' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? t('AUTH.HIDE_PASSWORD') : t('AUTH.SHOW_PASSWORD')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
          {...register('password', { required: true })}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          data-testid="login-submit"
        >
          {t('AUTH.SIGN_IN')}
        </Button>
        <Link component={RouterLink} to={PATHS.forgotPassword} sx={{ justifySelf: 'center' }} variant="body2">
          {t('AUTH.FORGOT_PASSWORD')}
        </Link>
      </Box>
    </AuthLayout>
  );
}
