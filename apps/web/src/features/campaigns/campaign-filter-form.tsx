import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { CampaignForm } from './campaign-filters';

const field = filterFields<CampaignForm>();

/** The campaign screens' filter form: code or name, status, and the org for HQ. */
export function CampaignFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<CampaignForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const all = t('CAMPAIGNS.ACTIVE_FILTER.all');
  const states = (['active', 'inactive'] as const).map((value) => ({
    value,
    label: t(`CAMPAIGNS.ACTIVE_FILTER.${value}`),
  }));
  return (
    <FilterForm
      testId="campaign-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('CAMPAIGNS.SEARCH'), t('CAMPAIGNS.SEARCH_PLACEHOLDER')),
        field.org(t('CAMPAIGNS.FIELD.ORG'), all),
        field.select('active', t('CAMPAIGNS.COLUMN.STATUS'), states, 'active', {
          emptyLabel: all,
          allValue: 'all',
        }),
      ]}
    />
  );
}
