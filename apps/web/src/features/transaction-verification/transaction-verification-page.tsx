import { STORAGE_KEYS } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSearch } from '../../shared/list/use-paging';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { StatementImportButton } from './statement-import-button';
import { TransactionDetailDialog } from './transaction-detail-dialog';
import { TransactionFilterForm } from './transaction-filter-form';
import { EMPTY_TRANSACTION_FORM, type TransactionForm, useTransactionList } from './transaction-queries';
import { TransactionTable } from './transaction-table';

/**
 * Transaction verification (SPEC.md 2.5, 7.9; /apps/orders/transactionVerification, role 20):
 * bank transfers from the bank feed and imported statements, matched to their orders by the
 * memo; the detail dialog verifies or rejects one.
 */
export default function TransactionVerificationPage() {
  const { t } = useTranslation();
  const { timeZone } = useOrderAccess();
  const { form, paging, pageProps, ...searching } = useFormSearch(
    EMPTY_TRANSACTION_FORM,
    STORAGE_KEYS.rowsPerPageTransactionVerification,
  );
  const list = useTransactionList(form, paging.page, paging.rowsPerPage);
  const [openId, setOpenId] = useState<number | null>(null);
  const search = (next: TransactionForm) => searching.search(next, list.refetch);
  const totalSelf = list.isError ? 0 : (list.data?.totalSelf ?? 0);

  return (
    <Box data-testid="page-orders.transactionVerification">
      <PageHeader
        title={t('NAV.TRANSACTION_VERIFICATION')}
        subtitle={t('TRANSACTION_VERIFICATION.SUBTITLE')}
        actions={<StatementImportButton />}
      />
      <TransactionFilterForm
        initial={form}
        onSearch={search}
        onReset={() => search(EMPTY_TRANSACTION_FORM)}
      />
      <TransactionTable
        rows={list.isError ? [] : list.data?.data}
        total={totalSelf}
        fetching={list.isFetching}
        timeZone={timeZone}
        {...pageProps}
        onOpen={(row) => setOpenId(row.id)}
        toolbar={
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} data-testid="total-self">
            {t('TRANSACTION_VERIFICATION.TOTAL_SELF', { count: totalSelf })}
          </Typography>
        }
      />
      <TransactionDetailDialog id={openId} timeZone={timeZone} onClose={() => setOpenId(null)} />
    </Box>
  );
}
