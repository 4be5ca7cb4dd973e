import { SHIPPING_PENDING_EXPORT_FILE_NAME } from '@leadline/contracts';
import { FileDownload } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadInterruptedError, saveFile } from '../../shared/api/file-download';
import { useNotify } from '../../shared/notifications/notifications';
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
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const start = async () => {
    setRunning(true);
    try {
      const file = await fetchShippingPendingExport(form, access, {
        language: i18n.language,
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      saveFile(file, SHIPPING_PENDING_EXPORT_FILE_NAME);
    } catch (error) {
      if (error instanceof DownloadInterruptedError) notify('error', t('COMMON.FAILED'));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownload />}
      onClick={start}
      disabled={running}
      data-testid="shipping-pending-export"
    >
      {t('SHIPPING_PENDING.EXPORT')}
    </Button>
  );
}
