import { CDR_ROWS_PER_PAGE_KEY, type Cdr } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSearch } from '../../shared/list/use-paging';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { CdrExportButton } from './cdr-export-button';
import { CdrFilterForm } from './cdr-filter-form';
import { type CdrForm, EMPTY_CDR_FORM, useCdrList } from './cdr-queries';
import { CdrTable } from './cdr-table';
import { RecordingPlayer } from './recording-player';

/**
 * CDRs (SPEC.md 2.1 /apps/customers/cdrs): every call of the org newest first (agents: their
 * own), filtered and paged on the server, with the recording player and the cdrs.xlsx export.
 */
export default function CdrsPage() {
  const { t } = useTranslation();
  const { timeZone } = useOrderAccess();
  const { form, paging, pageProps, search } = useFormSearch<CdrForm>(EMPTY_CDR_FORM, CDR_ROWS_PER_PAGE_KEY);
  const list = useCdrList(form, paging.page, paging.rowsPerPage);
  const [playing, setPlaying] = useState<Cdr | null>(null);

  return (
    <Box data-testid="page-customers.cdrs">
      <PageHeader
        title={t('NAV.CDRS')}
        subtitle={t('CDRS.SUBTITLE')}
        actions={<CdrExportButton form={form} />}
      />
      <CdrFilterForm value={form} onSearch={(next) => search(next, list.refetch)} />
      <CdrTable
        rows={list.isError ? [] : list.data?.rows}
        total={list.data?.total ?? 0}
        totalIsEstimate={!list.isError && list.data?.totalIsEstimate === true}
        fetching={list.isFetching}
        timeZone={timeZone}
        {...pageProps}
        onPlay={setPlaying}
      />
      <RecordingPlayer cdr={playing} timeZone={timeZone} onClose={() => setPlaying(null)} />
    </Box>
  );
}
