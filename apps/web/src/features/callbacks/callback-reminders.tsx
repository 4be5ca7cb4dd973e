import type { PushEventOf } from '@leadline/contracts';
import { Close, NotificationsActive } from '@mui/icons-material';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePushEvent } from '../../shared/push/use-push-event';
import { orderEditPath } from '../orders';

type DueEvent = PushEventOf<'callback.due'>;

/**
 * The reminders of callbacks falling due (the `callback.due` push, docs/callbacks.md), one at a
 * time with a link to the lead. Mounted once by the shell; it stays until closed or opened, so a
 * reminder is not missed while the agent is on a call.
 */
export function CallbackReminders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [queue, setQueue] = useState<DueEvent[]>([]);
  usePushEvent('callback.due', (event) =>
    setQueue((current) =>
      current.some((item) => item.callbackId === event.callbackId) ? current : [...current, event],
    ),
  );
  const current = queue[0];
  const close = () => setQueue((items) => items.slice(1));
  return (
    <Snackbar
      key={current?.callbackId}
      open={Boolean(current)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      {current ? (
        <Alert
          severity="info"
          variant="filled"
          icon={<NotificationsActive />}
          data-testid="callback-reminder"
          // An action replaces the Alert's own close button: both are given here.
          action={
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  close();
                  navigate(orderEditPath(current.typeLead, current.leadId));
                }}
                data-testid="callback-reminder-open"
              >
                {t('CALLBACKS.REMINDER.OPEN')}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={t('CALLBACKS.REMINDER.CLOSE')}
                onClick={close}
                data-testid="callback-reminder-close"
              >
                <Close fontSize="small" />
              </IconButton>
            </>
          }
        >
          {t('CALLBACKS.REMINDER.TEXT', { customer: current.customerName, leadId: current.leadId })}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
