import { CDR_EXPORT_FILE_NAME } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/list/export-button';
import { type CdrForm, fetchCdrExport } from './cdr-queries';

/** Export of the current filter as cdrs.xlsx, with the bytes received while it streams in. */
export function CdrExportButton({ form }: { form: CdrForm }) {
  const { t } = useTranslation();
  return (
    <ExportButton
      label={t('CDRS.EXPORT')}
      testId="cdr-export"
      fileName={CDR_EXPORT_FILE_NAME}
      failedText={t('CDRS.EXPORT_FAILED')}
      fetchFile={(options) => fetchCdrExport(form, options)}
      progress={{
        testId: 'cdr-export-progress',
        width: 220,
        text: (size) => t('CDRS.EXPORT_PROGRESS', { size }),
      }}
    />
  );
}
