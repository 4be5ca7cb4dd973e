import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { useValidationActions } from './use-validation-actions';
import { ValidationExportButton } from './validation-export-button';
import { ValidationFilterForm } from './validation-filter-form';
import {
  EMPTY_VALIDATION_FORM,
  parseValidationForm,
  toValidationBody,
  VALIDATION_FILTER_STORAGE_KEY,
} from './validation-filters';
import { validationDetailPath } from './validation-paths';
import { useValidationList } from './validation-queries';
import { ValidationTable } from './validation-table';

/**
 * Order validation (SPEC.md 2.1, 2.5, 4, 7.6): the org's sale orders newest first, filtered by the
 * form kept in the browser and paged on the server; each pending row is approved now or later,
 * or cancelled with a reason; the lead's recordings play in a dialog; a row opens its detail page.
 */
export default function ValidationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useOrderAccess();
  const { actions, dialogs } = useValidationActions(access.timeZone);
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: VALIDATION_FILTER_STORAGE_KEY,
    parse: parseValidationForm,
    empty: EMPTY_VALIDATION_FORM,
    toBody: toValidationBody,
    access,
    load: useValidationList,
  });

  return (
    <Box data-testid="page-orders.validation">
      <PageHeader
        title={t('NAV.VALIDATION')}
        subtitle={t('VALIDATION.SUBTITLE')}
        actions={<ValidationExportButton form={form} access={access} />}
      />
      <ValidationFilterForm {...filterProps} />
      <ValidationTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        actions={actions}
        onOpen={(row) => navigate(validationDetailPath(row.soId))}
      />
      {dialogs}
    </Box>
  );
}
