import { findRoute, PATHS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { storeSignedInUser } from '../../shared/storage/browser-storage';
import { useDocumentTitle } from '../../shared/ui/document-title';
import { destinationAfterLogin } from './login-destination';
import { LoginForm } from './login-form';

/**
 * The login page as the first page of a visit (main.tsx): the form alone, without the app's MUI,
 * router and query client (docs/web.md). A login keeps the session in the browser as the app's
 * session does, puts the destination in the address bar and hands over to the app, which reads
 * both; the forgot-password link hands over the same way.
 */
export function LightLogin({ handOver }: { handOver: () => void }) {
  const { t } = useTranslation();
  // Outside the app's page frame, so titled here, as the frame titles the login route.
  useDocumentTitle(t(findRoute('auth.login')?.titleKey ?? 'AUTH.LOGIN'));
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
