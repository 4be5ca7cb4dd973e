import { PATHS } from '@leadline/contracts';
import { storeSignedInUser } from '../../shared/storage/browser-storage';
import { destinationAfterLogin } from './login-destination';
import { LoginForm } from './login-form';

/**
 * The login page as the first page of a visit (main.tsx): the form alone, without the app's
 * MUI, router and query client (issue 12, docs/web.md). A login keeps the session in the
 * browser as the app's session does, puts the destination in the address bar and hands over to
 * the app, which reads both; the forgot-password link hands over the same way.
 */
export function LightLogin({ handOver }: { handOver: () => void }) {
  return (
    <LoginForm
      onSignedIn={(user) => {
        storeSignedInUser(user);
        window.history.replaceState(null, '', destinationAfterLogin(user));
        handOver();
      }}
      onForgotPassword={() => {
        window.history.pushState(null, '', PATHS.forgotPassword);
        handOver();
      }}
    />
  );
}
