import { USER_FILTER_STORAGE_KEY, type UserSummary } from '@leadline/contracts';
import { Add, UploadFile } from '@mui/icons-material';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { ImportUsersDialog } from './import-users-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { type ConfirmKind, UserConfirmDialog } from './user-confirm-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UsersFilterForm } from './users-filter-form';
import { EMPTY_USERS_FORM, parseUsersForm, toUsersBody } from './users-filters';
import { useUsersList } from './users-queries';
import { type UserAction, UsersTable } from './users-table';

type Credentials = { userName: string; temporaryPassword: string };

/**
 * The Users tab of /apps/settings/crm (docs/users.md): the org's users filtered by name, role,
 * group and status, paged on the server; new user, edit, deactivate or reactivate, reset a password
 * (the temporary password shown once) and the .xlsx import of agents.
 */
export function UsersTab() {
  const { t } = useTranslation();
  const access = useOrderAccess();
  const [editing, setEditing] = useState<{ user: UserSummary | null } | null>(null);
  const [confirming, setConfirming] = useState<{ user: UserSummary; kind: ConfirmKind } | null>(null);
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [importing, setImporting] = useState(false);
  const { form, paging, list, search, reset, sort } = useListScreen({
    storageKey: USER_FILTER_STORAGE_KEY,
    parse: parseUsersForm,
    empty: EMPTY_USERS_FORM,
    toBody: toUsersBody,
    access,
    load: useUsersList,
  });
  const hqOrg = access.hq ? (form.orgId ?? undefined) : undefined;

  const act = (user: UserSummary, action: UserAction) => {
    if (action === 'edit') setEditing({ user });
    else setConfirming({ user, kind: action });
  };

  return (
    <Box data-testid="users-tab">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('USERS.SUBTITLE')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => setImporting(true)}
          data-testid="users-import"
        >
          {t('USERS.IMPORT_BUTTON')}
        </Button>
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => setEditing({ user: null })}
          data-testid="users-new"
        >
          {t('USERS.NEW')}
        </Button>
      </Box>
      <UsersFilterForm
        initial={form}
        empty={EMPTY_USERS_FORM}
        access={access}
        onSearch={search}
        onReset={reset}
      />
      <UsersTable {...pagedTableProps(list, paging, form, sort)} timeZone={access.timeZone} onAction={act} />
      <UserFormDialog
        open={editing !== null}
        user={editing?.user ?? null}
        hq={access.hq}
        defaultOrgId={hqOrg ?? access.orgId}
        onClose={() => setEditing(null)}
        onCreated={setCredentials}
      />
      <UserConfirmDialog
        target={confirming}
        onClose={() => setConfirming(null)}
        onPassword={setCredentials}
      />
      <TemporaryPasswordDialog credentials={credentials} onClose={() => setCredentials(null)} />
      <ImportUsersDialog open={importing} orgId={hqOrg} onClose={() => setImporting(false)} />
    </Box>
  );
}
