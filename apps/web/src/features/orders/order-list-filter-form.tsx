import { Checkbox, FormControlLabel, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useOrderFilterFields } from '../../shared/list/shared-filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { DATE_FIELDS, type DateField, type OrderListForm } from './order-filters';

const field = filterFields<OrderListForm>();

/**
 * The order list's filter form (also the resell list's, without auto-open): the shared fields,
 * the date field to filter on, and the auto-open flag of SPEC.md 2.4.
 */
export function OrderListFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
  autoOpen = true,
  testId = 'order-list-filter',
}: ListFilterProps<OrderListForm> & { autoOpen?: boolean; testId?: string }) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { draft, set } = filter;
  const dateFieldLabels: Record<DateField, string> = {
    createdAt: t('ORDERS.DATE_FIELD.CREATED_AT'),
    assignedAt: t('ORDERS.DATE_FIELD.ASSIGNED_AT'),
    lastCallAt: t('ORDERS.DATE_FIELD.LAST_CALL_AT'),
    nextCallbackAt: t('ORDERS.DATE_FIELD.NEXT_CALLBACK_AT'),
  };
  const fields = useOrderFilterFields(access, draft, {
    searchHint: t('ORDERS.FILTER.SEARCH_LEADS_HINT'),
    dateLabels: { from: t('ORDERS.FILTER.DATE_FROM'), to: t('ORDERS.FILTER.DATE_TO') },
    beforeDates: [
      field.select(
        'dateField',
        t('ORDERS.FILTER.DATE_FIELD'),
        DATE_FIELDS.map((dateField) => ({ value: dateField, label: dateFieldLabels[dateField] })),
        'dateField',
      ),
    ],
  });

  return (
    <FilterForm
      testId={testId}
      filter={filter}
      hq={access.hq}
      fields={fields}
      extra={
        autoOpen ? (
          <Tooltip title={t('ORDERS.FILTER.AUTO_OPEN_HINT')} placement="top-start">
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={draft.autoOpen}
                  onChange={(event) => set('autoOpen', event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'filter-autoOpen' } as object }}
                />
              }
              label={<Typography variant="body2">{t('ORDERS.FILTER.AUTO_OPEN')}</Typography>}
            />
          </Tooltip>
        ) : undefined
      }
    />
  );
}
