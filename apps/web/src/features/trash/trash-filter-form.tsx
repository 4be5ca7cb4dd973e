import { useTranslation } from 'react-i18next';
import {
  DateInput,
  FilterPanel,
  MultiSelectField,
  SearchInput,
  SelectField,
} from '../../shared/list/filter-fields';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useCampaignOptions, useOrgOptions } from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { TrashForm } from './trash-filters';
import { useTrasherOptions, useTrashReasonOptions } from './trash-queries';

/** Trash management's filter form: search, org (HQ), campaign, reason, who, type and trashed days. */
export function TrashFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: TrashForm;
  empty: TrashForm;
  access: OrderAccess;
  onSearch: (form: TrashForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const reasons = useTrashReasonOptions();
  const trashers = useTrasherOptions(access.hq, draft.orgId);
  const orgs = useOrgOptions();
  const types = [
    { value: 'lead' as const, label: t('TRASH.TYPE.lead') },
    { value: 'so' as const, label: t('TRASH.TYPE.so') },
  ];

  return (
    <FilterPanel testId="trash-filter" {...panel}>
      <SearchInput
        label={t('TRASH.FILTER.SEARCH')}
        placeholder={t('TRASH.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('TRASH.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) =>
            setDraft((current) => ({
              ...current,
              orgId: orgId === '' ? null : orgId,
              campaignId: [],
              trashedBy: [],
            }))
          }
          emptyLabel={t('TRASH.FILTER.ALL')}
          testId="filter-org"
        />
      ) : null}
      <MultiSelectField
        label={t('TRASH.FILTER.CAMPAIGN')}
        options={campaigns}
        value={draft.campaignId}
        onChange={(value) => set('campaignId', value)}
        testId="filter-campaign"
      />
      <MultiSelectField
        label={t('TRASH.FILTER.REASON')}
        options={reasons}
        value={draft.reasonId}
        onChange={(value) => set('reasonId', value)}
        testId="filter-reason"
      />
      <MultiSelectField
        label={t('TRASH.FILTER.TRASHED_BY')}
        options={trashers}
        value={draft.trashedBy}
        onChange={(value) => set('trashedBy', value)}
        testId="filter-trashedBy"
      />
      <SelectField
        label={t('TRASH.FILTER.TYPE')}
        value={draft.typeLead}
        options={types}
        onChange={(value) => set('typeLead', value)}
        emptyLabel={t('TRASH.FILTER.ALL')}
        testId="filter-type"
      />
      <DateInput
        label={t('TRASH.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('TRASH.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
