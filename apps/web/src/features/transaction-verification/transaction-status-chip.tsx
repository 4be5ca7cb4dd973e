import { TRANSACTION_STATUS } from '@leadline/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<number, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  [TRANSACTION_STATUS.UNMATCHED]: 'default',
  [TRANSACTION_STATUS.MATCHED]: 'info',
  [TRANSACTION_STATUS.AMOUNT_MISMATCH]: 'warning',
  [TRANSACTION_STATUS.VERIFIED]: 'success',
  [TRANSACTION_STATUS.REJECTED]: 'error',
};

export function TransactionStatusChip({ status, testId }: { status: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOUR[status] ?? 'default'}
      label={t(`TRANSACTION_VERIFICATION.STATUS.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}
