import { SHIPPING_EXPORT_FILE_NAME, type ShippingListFilter } from '@leadline/contracts';
import { FileDownload } from '@mui/icons-material';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadInterruptedError, saveFile } from '../../shared/api/file-download';
import { useNotify } from '../../shared/notifications/notifications';
import { fetchShippingExport } from './shipping-queries';

/** Export of the current filter as shipping.xlsx (offset and limit are not sent). */
export function ShippingExportButton({ filter }: { filter: ShippingListFilter }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const [running, setRunning] = useState(false);
  const start = async () => {
    setRunning(true);
    try {
      const file = await fetchShippingExport(filter, {
        language: i18n.language,
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      saveFile(file, SHIPPING_EXPORT_FILE_NAME);
    } catch (error) {
      if (error instanceof DownloadInterruptedError) notify('error', t('ERRORS.SOMETHING_WENT_ERROR'));
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
      data-testid="shipping-export"
    >
      {t('SHIPPING.ACTION.EXPORT')}
    </Button>
  );
}
