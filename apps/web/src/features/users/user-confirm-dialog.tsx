import type { UserSummary } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useResetUserPassword, useSetUserActive } from './users-queries';

export type ConfirmKind = 'deactivate' | 'reactivate' | 'reset';

const TEXTS: Record<ConfirmKind, { title: string; text: string }> = {
  deactivate: { title: 'USERS.CONFIRM.DEACTIVATE_TITLE', text: 'USERS.CONFIRM.DEACTIVATE_TEXT' },
  reactivate: { title: 'USERS.CONFIRM.REACTIVATE_TITLE', text: 'USERS.CONFIRM.REACTIVATE_TEXT' },
  reset: { title: 'USERS.CONFIRM.RESET_TITLE', text: 'USERS.CONFIRM.RESET_TEXT' },
};

/**
 * Deactivate, reactivate or reset a password, after a confirmation naming what follows (the
 * sessions end at once). A reset's temporary password goes to `onPassword`, shown once.
 */
export function UserConfirmDialog({
  target,
  onClose,
  onPassword,
}: {
  target: { user: UserSummary; kind: ConfirmKind } | null;
  onClose: () => void;
  onPassword: (credentials: { userName: string; temporaryPassword: string }) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const setActive = useSetUserActive();
  const reset = useResetUserPassword();
  const pending = setActive.isPending || reset.isPending;
  const texts = target ? TEXTS[target.kind] : TEXTS.deactivate;

  const confirm = () => {
    if (!target) return;
    const { user, kind } = target;
    if (kind === 'reset') {
      reset.mutate(user.userId, {
        onSuccess: (credentials) => {
          onClose();
          onPassword(credentials);
        },
      });
      return;
    }
    setActive.mutate(
      { id: user.userId, active: kind === 'reactivate' },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      busy={pending}
      maxWidth="xs"
      testId="user-confirm"
      title={t(texts.title, { userName: target?.user.userName ?? '' })}
      text={t(texts.text)}
      cancel={{ label: t('USERS.CONFIRM.CANCEL') }}
      confirm={{
        label: t('USERS.CONFIRM.CONFIRM'),
        color: target?.kind === 'deactivate' ? 'error' : 'primary',
        testId: 'user-confirm-ok',
      }}
      onConfirm={confirm}
    />
  );
}
