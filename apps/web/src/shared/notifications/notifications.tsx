import { DELAY_MS } from '@leadline/contracts';
import { Alert, Portal, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionEvents } from '../api/session-events';

export type Severity = 'error' | 'warning' | 'success' | 'info';

interface Notice {
  id: number;
  severity: Severity;
  text: string;
}

type Notify = (severity: Severity, text: string) => void;

const NotifyContext = createContext<Notify>(() => undefined);

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

let nextId = 1;

/** One message at a time, hidden after 6 s (SPEC.md 9); the response handling feeds it too. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((severity, text) => {
    setQueue((current) => [...current, { id: nextId++, severity, text }]);
  }, []);

  useEffect(
    () =>
      sessionEvents.subscribe((event) => {
        if (event.type === 'notify')
          notify(event.severity, event.message ?? t(event.messageKey ?? 'ERRORS.SOMETHING_WENT_ERROR'));
        if (event.type === 'autoLogout') notify('warning', t(event.messageKey));
      }),
    [notify, t],
  );

  const current = queue[0];
  const close = () => setQueue((items) => items.slice(1));
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {/* Each message in a portal of its own, made when it shows: a dialog hides (aria-hidden) what
          was on the page when it opened, and a message raised from inside the dialog must still be
          read out. */}
      {current ? (
        <Portal key={current.id}>
          <Snackbar
            open
            autoHideDuration={DELAY_MS.messageAutoHide}
            onClose={(_, reason) => reason !== 'clickaway' && close()}
            // Bottom centre: never over the toolbar (language, status, user), the page's title or
            // its header's actions (docs/decisions.md 'Toasts': below the toolbar a toast covered
            // the lead page's title), nor over the callback reminder, which holds the bottom right.
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            data-testid="notification"
          >
            <Alert
              severity={current.severity}
              variant="filled"
              onClose={close}
              sx={{ minWidth: 300 }}
              role="alert"
            >
              {current.text}
            </Alert>
          </Snackbar>
        </Portal>
      ) : null}
    </NotifyContext.Provider>
  );
}
