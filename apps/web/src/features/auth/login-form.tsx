import { type AuthUser, PATHS } from '@leadline/contracts';
import { type FormEvent, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { runtimeConfig } from '../../shared/api/runtime-config';
import { AuthLayout } from './auth-layout';

const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const VISIBILITY_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
const ERROR_OUTLINE =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | null;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  name: string;
  end?: React.ReactNode;
}

/** An outlined text field with a floating label, as MUI's TextField drew it (auth-layout.css). */
function Field({ id, label, error, testId, value, onChange, end, ...input }: FieldProps) {
  return (
    <div className={error ? 'auth-field auth-invalid' : 'auth-field'}>
      <div className="auth-field-box">
        <input
          id={id}
          placeholder=" "
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-helper`}
          data-testid={testId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        {end}
      </div>
      <label htmlFor={id}>{label}</label>
      <p className="auth-field-helper" id={`${id}-helper`}>
        {error ?? ' '}
      </p>
    </div>
  );
}

/**
 * The login form and its frame, in plain HTML and CSS (docs/web.md): the first page a user opens
 * draws without MUI, the router or the query client. `onSignedIn` gets the session user (with at
 * least one role); the caller keeps the session and moves on. The forgot-password link is an
 * ordinary link whose plain clicks `onForgotPassword` takes over.
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: (user: AuthUser) => void;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameMissing = tried && username.trim().length === 0;
  const passwordMissing = tried && password.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (username.trim().length === 0 || password.length === 0 || submitting) return;
    setError(null);
    setSubmitting(true);
    try {
      const { data: user } = await callEndpoint(CLIENT_ENDPOINTS.token, {
        handling: 'none',
        body: {
          grant_type: 'password',
          username: username.trim(),
          password,
          // A public client: the id alone (docs/security.md).
          client_id: runtimeConfig.clientId,
        },
      });
      // Signed in, the button stays busy while the app takes over (it may still be downloading).
      if (user.rolesId.length > 0) return onSignedIn(user);
      setError(t('AUTH.NO_ROLE'));
    } catch (failure) {
      const envelope = failure instanceof ApiError ? failure.envelope : null;
      if (envelope?.error === 'no_role') setError(t('AUTH.NO_ROLE'));
      else setError(envelope?.message ?? t('ERRORS.SERVER_UNREACHABLE'));
    }
    setSubmitting(false);
  };

  const forgot = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onForgotPassword();
  };

  return (
    <AuthLayout title={t('AUTH.LOGIN_TITLE')}>
      <form className="auth-form" noValidate onSubmit={submit}>
        {error ? (
          <div className="auth-alert" role="alert" data-testid="login-error">
            <Icon path={ERROR_OUTLINE} />
            <div className="auth-alert-message">{error}</div>
          </div>
        ) : null}
        <Field
          id="login-username"
          name="username"
          label={t('AUTH.USERNAME')}
          autoComplete="username"
          autoFocus
          testId="login-username"
          value={username}
          onChange={setUsername}
          error={usernameMissing ? t('AUTH.USERNAME_REQUIRED') : null}
        />
        <Field
          id="login-password"
          name="password"
          label={t('AUTH.PASSWORD')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          testId="login-password"
          value={password}
          onChange={setPassword}
          error={passwordMissing ? t('AUTH.PASSWORD_REQUIRED') : null}
          end={
            <button
              type="button"
              className="auth-icon-button"
              aria-label={showPassword ? t('AUTH.HIDE_PASSWORD') : t('AUTH.SHOW_PASSWORD')}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              <Icon path={showPassword ? VISIBILITY_OFF : VISIBILITY} />
            </button>
          }
        />
        <button
          type="submit"
          className="auth-submit"
          disabled={submitting}
          aria-busy={submitting}
          data-testid="login-submit"
        >
          {t('AUTH.SIGN_IN')}
          {submitting ? <span className="auth-spinner" aria-hidden="true" /> : null}
        </button>
        <a className="auth-link" href={PATHS.forgotPassword} onClick={forgot}>
          {t('AUTH.FORGOT_PASSWORD')}
        </a>
      </form>
    </AuthLayout>
  );
}
