import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ShortcutAction = 'call' | 'save' | 'addProduct' | 'outcome' | 'help';

/** The agent's frequent actions: Alt+C call, Alt+S save, Alt+P add product, Alt+O outcome, ? help. */
export const SHORTCUTS: readonly { action: ShortcutAction; keys: string; labelKey: string }[] = [
  { action: 'call', keys: 'Alt+C', labelKey: 'ORDER_EDIT.SHORTCUTS.CALL' },
  { action: 'save', keys: 'Alt+S', labelKey: 'ORDER_EDIT.SHORTCUTS.SAVE' },
  { action: 'addProduct', keys: 'Alt+P', labelKey: 'ORDER_EDIT.SHORTCUTS.ADD_PRODUCT' },
  { action: 'outcome', keys: 'Alt+O', labelKey: 'ORDER_EDIT.SHORTCUTS.OUTCOME' },
  { action: 'help', keys: '?', labelKey: 'ORDER_EDIT.SHORTCUTS.HELP' },
];

/** Alt shortcuts by physical key, so they work whatever the keyboard layout or the Alt character. */
const ALT_CODES: Record<string, ShortcutAction> = {
  KeyC: 'call',
  KeyS: 'save',
  KeyP: 'addProduct',
  KeyO: 'outcome',
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Listens on the window while mounted; '?' is ignored while typing in a field. */
export function useShortcuts(onAction: (action: ShortcutAction) => void, enabled: boolean): void {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const action = ALT_CODES[event.code];
        if (action) {
          event.preventDefault();
          handler.current(action);
        }
        return;
      }
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)) {
        event.preventDefault();
        handler.current('help');
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="shortcuts-dialog">
      <DialogTitle>{t('ORDER_EDIT.SHORTCUTS.TITLE')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {SHORTCUTS.map((shortcut) => (
              <TableRow key={shortcut.action}>
                <TableCell sx={{ width: 90 }}>
                  <kbd>{shortcut.keys}</kbd>
                </TableCell>
                <TableCell>{t(shortcut.labelKey)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('COMMON.CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}
