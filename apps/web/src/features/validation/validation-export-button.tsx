import { VALIDATION_EXPORT_FILE_NAME } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../shared/list/export-button';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ValidationForm } from './validation-filters';
import { fetchValidationExport } from './validation-queries';

/** Export of the applied filter as validation.xlsx (offset and limit dropped), with its progress. */
export function ValidationExportButton({ form, access }: { form: ValidationForm; access: OrderAccess }) {
  const { t } = useTranslation();
  return (
    <ExportButton
      label={t('VALIDATION.EXPORT')}
      testId="validation-export"
      fileName={VALIDATION_EXPORT_FILE_NAME}
      failedText={t('VALIDATION.EXPORT_FAILED')}
      fetchFile={(options) => fetchValidationExport(form, access, options)}
      progress={{
        testId: 'validation-export-progress',
        width: 200,
        text: (size) => t('VALIDATION.EXPORT_PROGRESS', { size }),
      }}
    />
  );
}
