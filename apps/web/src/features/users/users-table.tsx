import type { UserSortKey, UserSummary } from '@leadline/contracts';
import { Block, Edit, LockReset, PlayCircleOutlined } from '@mui/icons-material';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateColumn, textColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';
import { roleLabelKey } from '../../shared/session/role-label';
import { RowAction } from '../../shared/ui/row-action';
import { ActiveChip } from '../../shared/ui/status-chip';

type Column = ResultColumn<UserSummary, UserSortKey>;

export type UserAction = 'edit' | 'deactivate' | 'reactivate' | 'reset';

function useUserColumns(
  timeZone: string,
  onAction: (row: UserSummary, action: UserAction) => void,
): Column[] {
  const { t } = useTranslation();
  return [
    {
      id: 'userName',
      label: t('USERS.COLUMN.USER_NAME'),
      sortKey: 'userName',
      sticky: true,
      render: (row) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {row.userName}
        </Typography>
      ),
    },
    {
      id: 'actions',
      label: t('USERS.COLUMN.ACTIONS'),
      render: (row) => (
        <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
          <RowAction
            title={t('USERS.ACTIONS.EDIT')}
            icon={<Edit fontSize="small" />}
            onClick={() => onAction(row, 'edit')}
            testId={`user-edit-${row.userName}`}
          />
          <RowAction
            title={t('USERS.ACTIONS.RESET_PASSWORD')}
            icon={<LockReset fontSize="small" />}
            onClick={() => onAction(row, 'reset')}
            testId={`user-reset-${row.userName}`}
          />
          {row.active ? (
            <RowAction
              title={t('USERS.ACTIONS.DEACTIVATE')}
              icon={<Block fontSize="small" />}
              color="error"
              onClick={() => onAction(row, 'deactivate')}
              testId={`user-deactivate-${row.userName}`}
            />
          ) : (
            <RowAction
              title={t('USERS.ACTIONS.REACTIVATE')}
              icon={<PlayCircleOutlined fontSize="small" />}
              color="success"
              onClick={() => onAction(row, 'reactivate')}
              testId={`user-reactivate-${row.userName}`}
            />
          )}
        </Box>
      ),
    },
    textColumn('fullName', t('USERS.COLUMN.FULL_NAME'), (row) => row.fullName, {
      sortKey: 'fullName',
      minWidth: 160,
      maxWidth: 220,
    }),
    {
      id: 'roles',
      label: t('USERS.COLUMN.ROLES'),
      minWidth: 180,
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {row.roles.map((role) => (
            <Chip key={role} size="small" variant="outlined" label={t(roleLabelKey(role))} />
          ))}
        </Box>
      ),
    },
    textColumn('group', t('USERS.COLUMN.GROUP'), (row) => row.agentGroup?.name, { maxWidth: 160 }),
    textColumn(
      'dialerMode',
      t('USERS.COLUMN.DIALER_MODE'),
      (row) => (row.dialerMode ? t(`USERS.DIALER_MODE.${row.dialerMode}`) : null),
      { maxWidth: 140 },
    ),
    {
      id: 'status',
      label: t('USERS.COLUMN.STATUS'),
      minWidth: 120,
      render: (row) => (
        // The temporary-password chip goes under Active when the column is narrow (vi at 1366 px).
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <ActiveChip
            active={row.active}
            label={row.active ? t('USERS.STATUS.ACTIVE') : t('USERS.STATUS.INACTIVE')}
          />
          {row.active && row.mustChangePassword ? (
            <Chip size="small" color="warning" variant="outlined" label={t('USERS.STATUS.MUST_CHANGE')} />
          ) : null}
        </Box>
      ),
    },
    dateColumn('createdAt', t('USERS.COLUMN.CREATED_AT'), (row) => row.createdAt, timeZone, {
      sortKey: 'createdAt',
      minWidth: 130,
    }),
  ];
}

type TableProps = ListTableProps<UserSummary, UserSortKey>;

/** The users table: a row opens its edit form; the action buttons act on the row's user. */
export function UsersTable({
  timeZone,
  onAction,
  ...table
}: TableProps & { timeZone: string; onAction: (row: UserSummary, action: UserAction) => void }) {
  const { t } = useTranslation();
  const columns = useUserColumns(timeZone, onAction);
  return (
    <ResultsTable
      testId="users-list"
      columns={columns}
      // The creation date in the column chooser: the list fits 1366 px without scrolling sideways.
      columnChoice={{ listKey: 'users', defaultHidden: ['createdAt'] }}
      rowKey={(row) => row.userId}
      onRowClick={(row) => onAction(row, 'edit')}
      rowLabel={(row) => t('USERS.FORM.EDIT_TITLE', { userName: row.userName })}
      {...table}
    />
  );
}
