import {
  RECONCILE_TABS,
  type ReconcileListFilter,
  type ReconcileRow,
  type ReconcileTab,
  reconcileExportFileName,
  STORAGE_KEYS,
} from '@leadline/contracts';
import { FileDownload, UploadFile } from '@mui/icons-material';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DownloadInterruptedError, saveFile } from '../../shared/api/file-download';
import { ResultsTable } from '../../shared/list/results-table';
import { usePaging } from '../../shared/list/use-paging';
import { useNotify } from '../../shared/notifications/notifications';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { LogsDialog } from './logs-dialog';
import {
  EMPTY_RECONCILE_FORM,
  type ReconcileForm as Form,
  ReconcileFilterForm,
} from './reconcile-filter-form';
import { readReconcileOpenState } from './reconcile-open-state';
import { fetchReconcileExport, useReconcileList, useReconcileOrder } from './reconcile-queries';
import { useReconcileColumns } from './reconcile-table';
import { UploadDialog } from './upload-dialog';

const toFilter = (tab: ReconcileTab, form: Form): ReconcileListFilter => ({
  tab,
  ...(form.search.trim() ? { search: form.search.trim() } : {}),
  ...(form.reason ? { reason: form.reason } : {}),
  ...(form.dateFrom ? { dateFrom: form.dateFrom } : {}),
  ...(form.dateTo ? { dateTo: form.dateTo } : {}),
});

/**
 * DO reconcile (/apps/orders/reconcile; SPEC.md 2.1, 7.7; docs/reconcile.md): partner COD rows
 * under the tabs all, matched, mismatched and pending, the advanced filter, the upload with its
 * preview, the tracking-code log, match again, and the export of the tab on screen.
 */
export default function ReconcilePage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const access = useOrderAccess();
  const paging = usePaging(STORAGE_KEYS.rowsPerPageDoReconcile);
  // Opened from a dashboard figure: its tab and reported days (reconcile-open-state.ts).
  const opened = readReconcileOpenState(useLocation().state);
  const [tab, setTab] = useState<ReconcileTab>(opened?.reconcileTab ?? 'all');
  const [form, setForm] = useState<Form>(
    opened
      ? { ...EMPTY_RECONCILE_FORM, dateFrom: opened.dateFrom, dateTo: opened.dateTo }
      : EMPTY_RECONCILE_FORM,
  );
  const [uploading, setUploading] = useState(false);
  const [logsOf, setLogsOf] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter = useMemo(() => toFilter(tab, form), [tab, form]);
  const list = useReconcileList(filter, paging.page, paging.rowsPerPage);
  const rematch = useReconcileOrder();
  const columns = useReconcileColumns<ReconcileRow>({
    timeZone: access.timeZone,
    onLogs: setLogsOf,
    onRematch: (doId) =>
      rematch.mutate(doId, { onSuccess: (envelope) => notify('success', envelope.message) }),
  });
  const exportTab = async () => {
    setExporting(true);
    try {
      const file = await fetchReconcileExport(filter, {
        language: i18n.language,
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
      saveFile(file, reconcileExportFileName(tab));
    } catch (error) {
      if (error instanceof DownloadInterruptedError) notify('error', t('ERRORS.SOMETHING_WENT_ERROR'));
    } finally {
      setExporting(false);
    }
  };
  const search = (next: Form) => {
    setForm(next);
    paging.setPage(0);
  };

  return (
    <Box data-testid="page-orders.reconcile">
      <PageHeader
        title={t('NAV.DO_RECONCILE')}
        subtitle={t('RECONCILE.SUBTITLE')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              onClick={() => setUploading(true)}
              data-testid="reconcile-upload"
            >
              {t('RECONCILE.ACTION.UPLOAD')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileDownload />}
              onClick={() => void exportTab()}
              disabled={exporting}
              data-testid="reconcile-export"
            >
              {t('RECONCILE.ACTION.EXPORT')}
            </Button>
          </Stack>
        }
      />
      <ReconcileFilterForm initial={form} onSearch={search} onReset={() => search(EMPTY_RECONCILE_FORM)} />
      <Tabs
        value={tab}
        onChange={(_, next: ReconcileTab) => {
          setTab(next);
          paging.setPage(0);
        }}
        sx={{ mb: 1 }}
      >
        {RECONCILE_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`RECONCILE.TAB.${value}`)}
            data-testid={`reconcile-tab-${value}`}
          />
        ))}
      </Tabs>
      <ResultsTable
        testId="reconcile-table"
        columnChoice={{ listKey: 'reconcile', defaultHidden: ['fee', 'reconciledAt', 'reportedOn'] }}
        columns={columns}
        rows={list.rows}
        total={list.total}
        totalIsEstimate={list.totalIsEstimate}
        fetching={list.fetching}
        rowKey={(row) => row.id}
        page={paging.page}
        rowsPerPage={paging.rowsPerPage}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setRowsPerPage}
        sortBy="id"
        sortDirection="desc"
        onSort={() => undefined}
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
      <LogsDialog trackingCode={logsOf} timeZone={access.timeZone} onClose={() => setLogsOf(null)} />
    </Box>
  );
}
