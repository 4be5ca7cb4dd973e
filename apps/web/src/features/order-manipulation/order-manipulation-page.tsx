import { ORDER_MANIPULATION_FILTER_STORAGE_KEY, type OrderManipulationRow } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { orderEditPath } from '../orders';
import { validationDetailPath } from '../validation';
import { OrderManipulationFilterForm } from './order-manipulation-filter-form';
import {
  EMPTY_ORDER_MANIPULATION_FORM,
  parseOrderManipulationForm,
  toOrderManipulationBody,
} from './order-manipulation-filters';
import { useOrderManipulationList } from './order-manipulation-queries';
import { OrderManipulationTable } from './order-manipulation-table';

/** Where a change leads: its lead's edit screen, or its order's validation detail. */
function changePath(row: OrderManipulationRow): string | null {
  if (row.entityType === 'so') return validationDetailPath(row.entityId);
  return row.lead ? orderEditPath(row.lead.typeLead, row.lead.leadId) : null;
}

/**
 * Order manipulation (SPEC.md 2.2; docs/order-manipulation.md): the admins' log of every change
 * to the org's leads and sale orders, newest first, filtered by the form kept in the browser and
 * paged on the server; a row opens what changed.
 */
export default function OrderManipulationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useOrderAccess();
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: ORDER_MANIPULATION_FILTER_STORAGE_KEY,
    parse: parseOrderManipulationForm,
    empty: EMPTY_ORDER_MANIPULATION_FORM,
    toBody: toOrderManipulationBody,
    access,
    load: useOrderManipulationList,
  });

  return (
    <Box data-testid="page-orders.manipulation">
      <PageHeader title={t('PAGES.ORDER_MANIPULATION')} subtitle={t('ORDER_MANIPULATION.SUBTITLE')} />
      <OrderManipulationFilterForm {...filterProps} />
      <OrderManipulationTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        onOpen={(row) => {
          const path = changePath(row);
          if (path) navigate(path);
        }}
      />
    </Box>
  );
}
