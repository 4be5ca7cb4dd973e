import { Button, Tooltip } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionEvents } from '../../shared/api/session-events';
import { useImportStatement } from './transaction-queries';

/** Import statement: a .xlsx or .csv; its counts are shown when done, a refusal's message otherwise. */
export function StatementImportButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImportStatement();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="statement-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (result) =>
              sessionEvents.emit({
                type: 'notify',
                severity: 'success',
                message: t('TRANSACTION_VERIFICATION.IMPORT_DONE', { ...result, count: result.rows }),
              }),
          });
        }}
      />
      {/* The hint describes the button; its name stays the word it shows (WCAG 2.5.3). */}
      <Tooltip title={t('TRANSACTION_VERIFICATION.IMPORT_HINT')} describeChild>
        <Button
          variant="outlined"
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
          data-testid="statement-import"
        >
          {t('TRANSACTION_VERIFICATION.IMPORT')}
        </Button>
      </Tooltip>
    </>
  );
}
