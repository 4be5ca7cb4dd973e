import { HISTORY_ACTIONS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { OrderAccess } from '../../shared/session/order-access';
import type { OrderManipulationForm } from './order-manipulation-filters';
import { useActorOptions } from './order-manipulation-queries';

/** Order manipulation's filter form: org (HQ), days, lead or order, action, who and the id. */
export function OrderManipulationFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: OrderManipulationForm;
  empty: OrderManipulationForm;
  access: OrderAccess;
  onSearch: (form: OrderManipulationForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const actors = useActorOptions(access.hq, filter.draft.orgId);
  const entityTypes = (['lead', 'so'] as const).map((value) => ({
    value,
    label: t(`ORDER_MANIPULATION.ENTITY_TYPE.${value}`),
  }));
  const actions = HISTORY_ACTIONS.map((value) => ({ value, label: t(`ORDER_MANIPULATION.ACTION.${value}`) }));

  return (
    <FilterForm
      testId="order-manipulation-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        {
          kind: 'org',
          label: t('ORDER_MANIPULATION.FILTER.ORG'),
          emptyLabel: t('ORDER_MANIPULATION.FILTER.ALL'),
          clears: ['actorId'],
        },
        {
          kind: 'dates',
          from: t('ORDER_MANIPULATION.FILTER.DATE_FROM'),
          to: t('ORDER_MANIPULATION.FILTER.DATE_TO'),
        },
        {
          kind: 'select',
          key: 'entityType',
          label: t('ORDER_MANIPULATION.FILTER.ENTITY_TYPE'),
          options: entityTypes,
          emptyLabel: t('ORDER_MANIPULATION.FILTER.ALL'),
          testId: 'entityType',
        },
        {
          kind: 'select',
          key: 'action',
          label: t('ORDER_MANIPULATION.FILTER.ACTION'),
          options: actions,
          emptyLabel: t('ORDER_MANIPULATION.FILTER.ALL'),
          testId: 'action',
        },
        {
          kind: 'multi',
          key: 'actorId',
          label: t('ORDER_MANIPULATION.FILTER.ACTOR'),
          options: actors,
          testId: 'actor',
        },
        {
          kind: 'text',
          key: 'entityId',
          label: t('ORDER_MANIPULATION.FILTER.ENTITY_ID'),
          testId: 'entityId',
        },
      ]}
    />
  );
}
