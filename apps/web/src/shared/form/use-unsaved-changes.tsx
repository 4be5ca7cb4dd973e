import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Keeps a changed form from being left without a word (docs/decisions.md 'Leaving a changed form'):
 * while `dirty`, a navigation inside the app (the menu, a link, Back) waits for the "Leave without
 * saving?" dialog (Stay / Leave), and closing or reloading the tab asks the browser's own question
 * (`beforeunload`). A move within the same page (its query string, say) is let through.
 *
 * `release()` lets the next navigation go without asking: a page calls it when a save succeeded
 * and it moves on by itself before its form is reset.
 */
export function useUnsavedChanges(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );
  useEffect(() => {
    if (!dirty) {
      released.current = false;
      return;
    }
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const release = useCallback(() => {
    released.current = true;
  }, []);

  const { t } = useTranslation();
  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      maxWidth="xs"
      fullWidth
      data-testid="unsaved-changes"
    >
      <DialogTitle>{t('COMMON.UNSAVED.TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('COMMON.UNSAVED.TEXT')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus data-testid="unsaved-stay">
          {t('COMMON.UNSAVED.STAY')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('COMMON.UNSAVED.LEAVE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, release };
}
