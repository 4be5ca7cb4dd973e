import { SHIPPING_EXPORT_FILE_NAME, type ShippingListFilter } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/list/export-button';
import { fetchShippingExport } from './shipping-queries';

/** Export of the current filter as shipping.xlsx (offset and limit are not sent). */
export function ShippingExportButton({ filter }: { filter: ShippingListFilter }) {
  const { t } = useTranslation();
  return (
    <ExportButton
      label={t('SHIPPING.ACTION.EXPORT')}
      testId="shipping-export"
      fileName={SHIPPING_EXPORT_FILE_NAME}
      failedText={t('ERRORS.SOMETHING_WENT_ERROR')}
      fetchFile={(options) => fetchShippingExport(filter, options)}
    />
  );
}
