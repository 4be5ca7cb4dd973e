import {
  DIALER_MODES,
  FULL_NAME_MAX,
  HQ_ORG_ID,
  ROUTER_PROCESSING_LEADS,
  USER_NAME_PATTERN,
  type UserSummary,
} from '@leadline/contracts';
import { Box, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, SelectField } from '../../shared/list/filter-fields';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useCreateUser, useGroupOptions, useRoleOptions, useUpdateUser } from './users-queries';

interface Draft {
  userName: string;
  fullName: string;
  roles: number[];
  agentGroupId: number | '';
  dialerMode: (typeof DIALER_MODES)[number] | '';
  routerProcessingLeads: (typeof ROUTER_PROCESSING_LEADS)[number] | '';
  orgId: number | '';
}

const draftOf = (user: UserSummary | null, orgId: number): Draft => ({
  userName: user?.userName ?? '',
  fullName: user?.fullName ?? '',
  roles: user?.roles ?? [12],
  agentGroupId: user?.agentGroup?.id ?? '',
  dialerMode: user?.dialerMode ?? '',
  routerProcessingLeads: user?.routerProcessingLeads ?? '',
  orgId: user?.orgId ?? orgId,
});

/**
 * New user and edit user: full name, roles (the first decides the landing page), agent group,
 * dialer mode and the leads the user processes; the user name is chosen once. A new user's
 * temporary password goes to `onCreated`, which shows it once.
 */
export function UserFormDialog({
  open,
  user,
  hq,
  defaultOrgId,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** null: a new user. */
  user: UserSummary | null;
  hq: boolean;
  defaultOrgId: number;
  onClose: () => void;
  onCreated: (credentials: { userName: string; temporaryPassword: string }) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user, defaultOrgId));
  const [touched, setTouched] = useState(false);
  const roles = useRoleOptions();
  // HQ creates users of any org, its own (org 0) among them.
  const orgs = [{ value: HQ_ORG_ID, label: `HQ · ${t('ORGS.HQ')}` }, ...useOrgOptions()];
  const orgId = draft.orgId === '' ? defaultOrgId : draft.orgId;
  const activeGroups = useGroupOptions(hq ? orgId : undefined, true);
  // A user may be in a group deactivated since: it stays choosable for them (the value is shown).
  const current = user?.agentGroup;
  const groups =
    current && !activeGroups.some((group) => group.value === current.id)
      ? [...activeGroups, { value: current.id, label: current.name }]
      : activeGroups;
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      setDraft(draftOf(user, defaultOrgId));
      setTouched(false);
    }
  }, [open, user, defaultOrgId]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const userNameError = !user && !USER_NAME_PATTERN.test(draft.userName.trim());
  const fullNameError = draft.fullName.trim() === '';
  const rolesError = draft.roles.length === 0;
  const invalid = userNameError || fullNameError || rolesError;

  const save = () => {
    setTouched(true);
    if (invalid) return;
    const fields = {
      fullName: draft.fullName.trim(),
      roles: draft.roles,
      agentGroupId: draft.agentGroupId === '' ? null : draft.agentGroupId,
      dialerMode: draft.dialerMode === '' ? null : draft.dialerMode,
      routerProcessingLeads: draft.routerProcessingLeads === '' ? null : draft.routerProcessingLeads,
    };
    const done = () => {
      notify('success', t('COMMON.SUCCEED'));
      onClose();
    };
    if (user) {
      update.mutate({ id: user.userId, ...fields }, { onSuccess: done });
      return;
    }
    create.mutate(
      { ...fields, userName: draft.userName.trim(), orgId: hq ? orgId : undefined },
      {
        onSuccess: (result) => {
          done();
          onCreated({ userName: result.user.userName, temporaryPassword: result.temporaryPassword });
        },
      },
    );
  };

  const dialerModes = DIALER_MODES.map((mode) => ({ value: mode, label: t(`USERS.DIALER_MODE.${mode}`) }));
  const routers = ROUTER_PROCESSING_LEADS.map((value) => ({ value, label: t(`USERS.ROUTER.${value}`) }));

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending}
      testId="user-form"
      title={user ? t('USERS.FORM.EDIT_TITLE', { userName: user.userName }) : t('USERS.FORM.CREATE_TITLE')}
      cancel={{ label: t('USERS.FORM.CANCEL') }}
      confirm={{ label: t('USERS.FORM.SAVE'), onClick: save, testId: 'user-save' }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {!user && hq ? (
          <SelectField
            label={t('USERS.FORM.ORG')}
            value={draft.orgId}
            options={orgs}
            onChange={(value) => setDraft((current) => ({ ...current, orgId: value, agentGroupId: '' }))}
            testId="user-org"
          />
        ) : null}
        <TextField
          size="small"
          required
          label={t('USERS.FORM.USER_NAME')}
          value={draft.userName}
          disabled={user !== null}
          onChange={(event) => set('userName', event.target.value)}
          error={touched && userNameError}
          helperText={t('USERS.FORM.USER_NAME_HELP')}
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'user-userName', autoComplete: 'off' } }}
        />
        <TextField
          size="small"
          required
          label={t('USERS.FORM.FULL_NAME')}
          value={draft.fullName}
          onChange={(event) => set('fullName', event.target.value)}
          error={touched && fullNameError}
          helperText={touched && fullNameError ? t('USERS.FORM.REQUIRED') : ' '}
          slotProps={{ htmlInput: { maxLength: FULL_NAME_MAX, 'data-testid': 'user-fullName' } }}
        />
        <Box>
          <MultiSelectField
            label={t('USERS.FORM.ROLES')}
            options={roles}
            value={draft.roles}
            onChange={(value) => set('roles', value)}
            testId="user-roles"
          />
          <Box
            sx={{
              typography: 'caption',
              color: touched && rolesError ? 'error.main' : 'text.secondary',
              mt: 0.5,
              ml: 1.75,
            }}
          >
            {touched && rolesError ? t('USERS.ERRORS.ROLE_REQUIRED') : t('USERS.FORM.ROLES_HELP')}
          </Box>
        </Box>
        <SelectField
          label={t('USERS.FORM.GROUP')}
          value={draft.agentGroupId}
          options={groups}
          onChange={(value) => set('agentGroupId', value)}
          emptyLabel={t('USERS.FILTER.NO_GROUP')}
          testId="user-group"
        />
        <SelectField
          label={t('USERS.FORM.DIALER_MODE')}
          value={draft.dialerMode}
          options={dialerModes}
          onChange={(value) => set('dialerMode', value)}
          emptyLabel={t('USERS.DIALER_MODE.NONE')}
          testId="user-dialerMode"
        />
        <SelectField
          label={t('USERS.FORM.ROUTER')}
          value={draft.routerProcessingLeads}
          options={routers}
          onChange={(value) => set('routerProcessingLeads', value)}
          emptyLabel={t('USERS.ROUTER.NONE')}
          testId="user-router"
        />
      </Box>
    </ActionDialog>
  );
}
