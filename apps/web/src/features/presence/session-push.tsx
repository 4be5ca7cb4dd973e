import { PushConnector } from '../../shared/push/push-connector';
import { useSession } from '../../shared/session/session';

/** The logged-in tab's push connection (mounted once by the shell). */
export function SessionPush() {
  const { token } = useSession();
  return token ? <PushConnector token={token} /> : null;
}
