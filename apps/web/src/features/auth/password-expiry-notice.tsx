import { PASSWORD_WARNING_DAYS } from '@leadline/contracts';
import { Alert, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session';
import { useShellState } from '../../shared/ui/shell-state';
import { useLatched } from '../../shared/ui/use-latched';

// Loaded when it first opens (user menu, or an expired password): docs/web.md.
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

import { expiryState } from './password-expiry';

/** The change-password dialog of the shell, opened by the user menu or forced by an expired password. */
export function PasswordDialogs() {
  const { me } = useSession();
  const { changePasswordOpen, setChangePasswordOpen } = useShellState();
  const forced = me
    ? expiryState(me.info.pwdEpoch, PASSWORD_WARNING_DAYS, me.info.timeZone).kind === 'expired'
    : false;
  const used = useLatched(forced || changePasswordOpen);
  if (!me || !used) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog
        open={forced || changePasswordOpen}
        forced={forced}
        temporary={me.info.pwdTemporary}
        onClose={() => setChangePasswordOpen(false)}
      />
    </Suspense>
  );
}

/** The 1-to-10-days warning above the page content. */
export function PasswordExpiryWarning() {
  const { t } = useTranslation();
  const { me } = useSession();
  const { setChangePasswordOpen } = useShellState();
  const [dismissed, setDismissed] = useState(false);
  if (!me || dismissed) return null;
  const state = expiryState(me.info.pwdEpoch, PASSWORD_WARNING_DAYS, me.info.timeZone);
  if (state.kind !== 'warning') return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="password-expiry-warning"
      onClose={() => setDismissed(true)}
      action={
        <Button color="inherit" size="small" onClick={() => setChangePasswordOpen(true)}>
          {t('PASSWORD.CHANGE_NOW')}
        </Button>
      }
    >
      {t('PASSWORD.EXPIRES_SOON', { count: state.days })}
    </Alert>
  );
}
