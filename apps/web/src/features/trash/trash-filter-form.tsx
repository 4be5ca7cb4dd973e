import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useCampaignOptions } from '../../shared/list/use-filter-options';
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
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const campaigns = useCampaignOptions(access.hq, orgId);
  const reasons = useTrashReasonOptions();
  const trashers = useTrasherOptions(access.hq, orgId);
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
        {
          kind: 'search',
          label: t('TRASH.FILTER.SEARCH'),
          placeholder: t('TRASH.FILTER.SEARCH_PLACEHOLDER'),
        },
        {
          kind: 'org',
          label: t('TRASH.FILTER.ORG'),
          emptyLabel: t('TRASH.FILTER.ALL'),
          clears: ['campaignId', 'trashedBy'],
        },
        {
          kind: 'multi',
          key: 'campaignId',
          label: t('TRASH.FILTER.CAMPAIGN'),
          options: campaigns,
          testId: 'campaign',
        },
        {
          kind: 'multi',
          key: 'reasonId',
          label: t('TRASH.FILTER.REASON'),
          options: reasons,
          testId: 'reason',
        },
        {
          kind: 'multi',
          key: 'trashedBy',
          label: t('TRASH.FILTER.TRASHED_BY'),
          options: trashers,
          testId: 'trashedBy',
        },
        {
          kind: 'select',
          key: 'typeLead',
          label: t('TRASH.FILTER.TYPE'),
          options: types,
          emptyLabel: t('TRASH.FILTER.ALL'),
          testId: 'type',
        },
        { kind: 'dates', from: t('TRASH.FILTER.DATE_FROM'), to: t('TRASH.FILTER.DATE_TO') },
      ]}
    />
  );
}
