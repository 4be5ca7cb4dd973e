import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { CampaignForm } from './campaign-filters';

/** The campaign screens' filter form: code or name, status, and the org for HQ. */
export function CampaignFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: CampaignForm;
  empty: CampaignForm;
  access: OrderAccess;
  onSearch: (form: CampaignForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  // The list has no dates, so not the date-checking draft of the list kit.
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof CampaignForm>(key: K, value: CampaignForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const panel = {
    onSubmit: () => onSearch(draft),
    onReset: () => {
      setDraft(empty);
      onReset();
    },
  };
  const orgs = useOrgOptions();
  const states = (['active', 'inactive'] as const).map((value) => ({
    value,
    label: t(`CAMPAIGNS.ACTIVE_FILTER.${value}`),
  }));
  return (
    <FilterPanel testId="campaign-filter" {...panel}>
      <SearchInput
        label={t('CAMPAIGNS.SEARCH')}
        placeholder={t('CAMPAIGNS.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('CAMPAIGNS.FIELD.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) => set('orgId', orgId === '' ? null : orgId)}
          emptyLabel={t('CAMPAIGNS.ACTIVE_FILTER.all')}
          testId="filter-org"
        />
      ) : null}
      <SelectField
        label={t('CAMPAIGNS.COLUMN.STATUS')}
        value={draft.active === 'all' ? '' : draft.active}
        options={states}
        onChange={(value) => set('active', value === '' ? 'all' : value)}
        emptyLabel={t('CAMPAIGNS.ACTIVE_FILTER.all')}
        testId="filter-active"
      />
    </FilterPanel>
  );
}
