import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
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
        { kind: 'search', label: t('CAMPAIGNS.SEARCH'), placeholder: t('CAMPAIGNS.SEARCH_PLACEHOLDER') },
        { kind: 'org', label: t('CAMPAIGNS.FIELD.ORG'), emptyLabel: all },
        {
          kind: 'select',
          key: 'active',
          label: t('CAMPAIGNS.COLUMN.STATUS'),
          options: states,
          emptyLabel: all,
          allValue: 'all',
          testId: 'active',
        },
      ]}
    />
  );
}
