import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useCampaignOptions } from '../../shared/list/use-filter-options';
import type { TrashForm } from './trash-filters';
import { useTrasherOptions, useTrashReasonOptions } from './trash-queries';

const field = filterFields<TrashForm>();

/** Trash management's filter form: search, org (HQ), campaign, reason, who, type and trashed days. */
export function TrashFilterForm({ initial, empty, access, onSearch, onReset }: ListFilterProps<TrashForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const campaigns = useCampaignOptions(access.hq, orgId);
  const reasons = useTrashReasonOptions();
  const trashers = useTrasherOptions(access.hq, orgId);
  const all = t('TRASH.FILTER.ALL');
  const types = [
    { value: 'lead', label: t('TRASH.TYPE.lead') },
    { value: 'so', label: t('TRASH.TYPE.so') },
  ];

  return (
    <FilterForm
      testId="trash-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('TRASH.FILTER.SEARCH'), t('TRASH.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('TRASH.FILTER.ORG'), all, ['campaignId', 'trashedBy']),
        field.multi('campaignId', t('TRASH.FILTER.CAMPAIGN'), campaigns, 'campaign'),
        field.multi('reasonId', t('TRASH.FILTER.REASON'), reasons, 'reason'),
        field.multi('trashedBy', t('TRASH.FILTER.TRASHED_BY'), trashers, 'trashedBy'),
        field.select('typeLead', t('TRASH.FILTER.TYPE'), types, 'type', { emptyLabel: all }),
        field.dates(t('TRASH.FILTER.DATE_FROM'), t('TRASH.FILTER.DATE_TO')),
      ]}
    />
  );
}
