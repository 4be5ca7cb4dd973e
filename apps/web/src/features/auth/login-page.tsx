import { PATHS } from '@leadline/contracts';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { destinationAfterLogin } from './login-destination';
import { LoginForm } from './login-form';

/**
 * The login route inside the app (after a logout, or a page opened without a session): the same
 * plain form the first page draws on its own (main.tsx, light-login.tsx), with the app's session.
 */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  // Set with the token in one render: router navigations are transitions and would lose the race.
  const [destination, setDestination] = useState<string | null>(null);

  if (session.token) return <Navigate to={destination ?? PATHS.dashboard} replace />;

  return (
    <LoginForm
      onSignedIn={(user) => {
        setDestination(destinationAfterLogin(user));
        session.signIn(user);
      }}
      onForgotPassword={() => navigate(PATHS.forgotPassword)}
    />
  );
}
