import type {
  BankTransactionFilter,
  StatementImportResult,
  TransactionVerificationInput,
} from '@leadline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { postFile } from '../../shared/api/file-upload';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';

/** The filter as the page keeps it (empty strings = no filter). */
export interface TransactionForm {
  status: number | '';
  source: string;
  dateFrom: string;
  dateTo: string;
  search: string;
}

export const EMPTY_TRANSACTION_FORM: TransactionForm = {
  status: '',
  source: '',
  dateFrom: '',
  dateTo: '',
  search: '',
};

export function toTransactionFilter(form: TransactionForm): BankTransactionFilter {
  return {
    ...(form.status === '' ? {} : { status: [form.status] }),
    ...(form.source ? { source: form.source as BankTransactionFilter['source'] } : {}),
    ...(form.dateFrom ? { dateFrom: form.dateFrom } : {}),
    ...(form.dateTo ? { dateTo: form.dateTo } : {}),
    ...(form.search.trim() ? { search: form.search.trim() } : {}),
  };
}

/** POST bank/transactions?page=&size=: the page's rows and totalSelf. */
export function useTransactionList(form: TransactionForm, page: number, size: number) {
  const body = toTransactionFilter(form);
  return useQuery({
    queryKey: queryKeys.own('bankTransactions', body, page, size),
    queryFn: async () =>
      (await callEndpoint(CLIENT_ENDPOINTS.bankTransactions, { body, query: { page, size } })).data,
    placeholderData: keepPreviousData,
  });
}

export const useTransactionStatuses = () =>
  useEndpointQuery('transactionVerificationStatuses', {}, { handling: 'session', fallback: [] });

export const useTransactionDetail = (id: number | null) =>
  useEndpointQuery(
    'bankTransactionDetail',
    { params: { id: id ?? 0 } },
    { enabled: id !== null, localized: false },
  );

/** Verify or reject: the list and the open detail reload on success. */
export const useVerifyTransaction = () =>
  useResourceMutation(
    async (body: TransactionVerificationInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.bankTransactionVerification, { body })).data,
    ['bankTransactions'],
  );

/**
 * POST the statement as multipart/form-data; its result, else ApiError carrying the server's
 * message, shown by the response handling (SPEC.md 8 'the server message is shown for import').
 */
async function uploadStatement(file: File): Promise<StatementImportResult> {
  return (
    await postFile<StatementImportResult>(CLIENT_ENDPOINTS.bankStatementImport, file, { handling: 'all' })
  ).data;
}

/** Uploads a statement; the list reloads after. */
export const useImportStatement = () => useResourceMutation(uploadStatement, ['bankTransactions']);
