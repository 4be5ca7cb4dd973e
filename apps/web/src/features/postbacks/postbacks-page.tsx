import { type PostbackRow, type PostbackSendResult, STORAGE_KEYS } from '@leadline/contracts';
import { AddCircleOutlined, Send } from '@mui/icons-material';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionToolbar } from '../../shared/list/selection-toolbar';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useRowSelection } from '../../shared/list/use-row-selection';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { AttemptsDialog } from './attempts-dialog';
import { ManualPostbackDialog } from './manual-postback-dialog';
import { PostbacksFilterForm } from './postbacks-filter-form';
import {
  EMPTY_PENDING_POSTBACK_FORM,
  PENDING_POSTBACK_FILTER_STORAGE_KEY,
  parsePendingPostbackForm,
  toPendingPostbackBody,
  toSentPostbackBody,
} from './postbacks-filters';
import { usePendingPostbackList, useResendPostbacks } from './postbacks-queries';
import { PostbacksTable } from './postbacks-table';
import { SendResultToast } from './send-result-toast';

/** The resend bar over the list: how many are picked, and Resend. */
function ResendToolbar({
  count,
  busy,
  onResend,
  onClear,
}: {
  count: number;
  busy: boolean;
  onResend: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectionToolbar
      testId="postbacks-toolbar"
      count={count}
      selectedText={t('POSTBACKS.SELECTED', { count })}
      hint={t('POSTBACKS.HINT')}
      clearLabel={t('POSTBACKS.CLEAR_SELECTION')}
      onClear={onClear}
    >
      <Button
        size="small"
        variant="contained"
        startIcon={<Send />}
        disabled={count === 0 || busy}
        onClick={onResend}
        data-testid="resend"
      >
        {t('POSTBACKS.RESEND.BUTTON')}
      </Button>
    </SelectionToolbar>
  );
}

/**
 * Pending postback ('Rocket', SPEC.md 2.1, 7.9): the conversion postbacks not delivered yet
 * (waiting, retrying, failed) with their last answer; a row's tries; select and resend (the result
 * as the toast table, the list reloaded); a manual postback for a lead and an outcome.
 */
export default function PostbacksPage() {
  const { t } = useTranslation();
  const access = useOrderAccess();
  const { rows, selection, clear } = useRowSelection<PostbackRow>((row) => row.id);
  const [attemptsOf, setAttemptsOf] = useState<number | null>(null);
  const [manualOpen, setManualOpen] = useState(false);
  const [results, setResults] = useState<PostbackSendResult[] | null>(null);
  const resend = useResendPostbacks();
  // Pending (not delivered) or Sent (the networks' accepted ones with their answer): one filter.
  const [tab, setTab] = useState<'pending' | 'sent'>('pending');
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: PENDING_POSTBACK_FILTER_STORAGE_KEY,
    parse: parsePendingPostbackForm,
    empty: EMPTY_PENDING_POSTBACK_FORM,
    toBody: tab === 'sent' ? toSentPostbackBody : toPendingPostbackBody,
    access,
    load: usePendingPostbackList,
    rowsPerPageKey: STORAGE_KEYS.rowsPerPageAllPendingPostback,
  });
  const resendSelected = async () => {
    try {
      const answer = await resend.mutateAsync({ ids: rows.map((row) => row.id) });
      clear();
      setResults(answer);
    } catch {
      // The refusal's message is shown by the response handling (SPEC.md 8).
    }
  };

  return (
    <Box data-testid="page-orders.pendingPostback">
      <PageHeader
        title={t('NAV.PENDING_POSTBACK')}
        subtitle={t(tab === 'sent' ? 'POSTBACKS.SENT_SUBTITLE' : 'POSTBACKS.SUBTITLE')}
        actions={
          <Button
            variant="outlined"
            startIcon={<AddCircleOutlined />}
            onClick={() => setManualOpen(true)}
            data-testid="manual-open"
          >
            {t('POSTBACKS.MANUAL.BUTTON')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, value: 'pending' | 'sent') => {
          clear();
          setTab(value);
        }}
        sx={{ mb: 1 }}
      >
        <Tab value="pending" label={t('POSTBACKS.TAB.PENDING')} data-testid="postbacks-tab-pending" />
        <Tab value="sent" label={t('POSTBACKS.TAB.SENT')} data-testid="postbacks-tab-sent" />
      </Tabs>
      <PostbacksFilterForm {...filterProps} />
      <PostbacksTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        selection={selection}
        onShowAttempts={(row) => setAttemptsOf(row.id)}
        toolbar={
          <ResendToolbar
            count={rows.length}
            busy={resend.isPending}
            onResend={resendSelected}
            onClear={clear}
          />
        }
      />
      <AttemptsDialog
        postbackId={attemptsOf}
        timeZone={access.timeZone}
        onClose={() => setAttemptsOf(null)}
      />
      <ManualPostbackDialog
        open={manualOpen}
        onClose={() => setManualOpen(false)}
        onDone={(result) => setResults([result])}
      />
      <SendResultToast results={results} onClose={() => setResults(null)} />
    </Box>
  );
}
