import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { UsersForm } from './users-filters';
import { useGroupOptions, useRoleOptions } from './users-queries';

/** The users tab's filters: name, org (HQ), role, agent group (or none) and status. */
export function UsersFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: UsersForm;
  empty: UsersForm;
  access: OrderAccess;
  onSearch: (form: UsersForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof UsersForm>(key: K, value: UsersForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const roles = useRoleOptions();
  const groups = useGroupOptions(access.hq ? (draft.orgId ?? undefined) : undefined, false);
  const orgs = useOrgOptions();
  const statuses = [
    { value: 'active' as const, label: t('USERS.STATUS.ACTIVE') },
    { value: 'inactive' as const, label: t('USERS.STATUS.INACTIVE') },
  ];
  const groupChoices = [{ value: 0, label: t('USERS.FILTER.NO_GROUP') }, ...groups];

  return (
    <FilterPanel
      testId="users-filter"
      onSubmit={() => onSearch(draft)}
      onReset={() => {
        setDraft(empty);
        onReset();
      }}
    >
      <SearchInput
        label={t('USERS.FILTER.SEARCH')}
        placeholder={t('USERS.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
      />
      {access.hq ? (
        <SelectField
          label={t('USERS.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) =>
            setDraft((current) => ({ ...current, orgId: orgId === '' ? null : orgId, groupId: null }))
          }
          emptyLabel={t('USERS.FILTER.ALL')}
          testId="filter-org"
        />
      ) : null}
      <SelectField
        label={t('USERS.FILTER.ROLE')}
        value={draft.role ?? ''}
        options={roles}
        onChange={(role) => set('role', role === '' ? null : role)}
        emptyLabel={t('USERS.FILTER.ALL')}
        testId="filter-role"
      />
      <SelectField
        label={t('USERS.FILTER.GROUP')}
        value={draft.groupId ?? ''}
        options={groupChoices}
        onChange={(groupId) => set('groupId', groupId === '' ? null : groupId)}
        emptyLabel={t('USERS.FILTER.ALL')}
        testId="filter-group"
      />
      <SelectField
        label={t('USERS.FILTER.ACTIVE')}
        value={draft.active}
        options={statuses}
        onChange={(active) => set('active', active)}
        emptyLabel={t('USERS.FILTER.ALL')}
        testId="filter-active"
      />
    </FilterPanel>
  );
}
