import { HISTORY_ACTIONS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { OrderManipulationForm } from './order-manipulation-filters';
import { useActorOptions } from './order-manipulation-queries';

const field = filterFields<OrderManipulationForm>();

/** Order manipulation's filter form: org (HQ), days, lead or order, action, who and the id. */
export function OrderManipulationFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<OrderManipulationForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const actors = useActorOptions(access.hq, filter.draft.orgId);
  const all = t('ORDER_MANIPULATION.FILTER.ALL');
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
        field.org(t('ORDER_MANIPULATION.FILTER.ORG'), all, ['actorId']),
        field.dates(t('ORDER_MANIPULATION.FILTER.DATE_FROM'), t('ORDER_MANIPULATION.FILTER.DATE_TO')),
        field.select('entityType', t('ORDER_MANIPULATION.FILTER.ENTITY_TYPE'), entityTypes, 'entityType', {
          emptyLabel: all,
        }),
        field.select('action', t('ORDER_MANIPULATION.FILTER.ACTION'), actions, 'action', { emptyLabel: all }),
        field.multi('actorId', t('ORDER_MANIPULATION.FILTER.ACTOR'), actors, 'actor'),
        field.text('entityId', t('ORDER_MANIPULATION.FILTER.ENTITY_ID'), 'entityId'),
      ]}
    />
  );
}
