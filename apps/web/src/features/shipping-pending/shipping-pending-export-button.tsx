import { SHIPPING_PENDING_EXPORT_FILE_NAME } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/list/export-button';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ShippingPendingForm } from './shipping-pending-filters';
import { fetchShippingPendingExport } from './shipping-pending-queries';

/** shippingPending.xlsx of the current filter (offset and limit are not sent). */
export function ShippingPendingExportButton({
  form,
  access,
}: {
  form: ShippingPendingForm;
  access: OrderAccess;
}) {
  const { t } = useTranslation();
  return (
    <ExportButton
      label={t('SHIPPING_PENDING.EXPORT')}
      testId="shipping-pending-export"
      fileName={SHIPPING_PENDING_EXPORT_FILE_NAME}
      failedText={t('COMMON.FAILED')}
      fetchFile={(options) => fetchShippingPendingExport(form, access, options)}
    />
  );
}
