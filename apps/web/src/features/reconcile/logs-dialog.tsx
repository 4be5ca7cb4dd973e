import { Alert, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { PartnerText, usePartnerWords } from '../../shared/ui/partner-words';
import { DoStatusChip } from '../../shared/ui/status-chip';
import { useTrackingCodeLogs } from './reconcile-queries';

/** The tracking-code log dialog (SPEC.md 7.7): every status the code has had, oldest first. */
export function LogsDialog({
  trackingCode,
  timeZone,
  onClose,
}: {
  trackingCode: string | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = usePartnerWords();
  const logs = useTrackingCodeLogs(trackingCode);
  const rows = logs.data?.trackingCodeLogs ?? [];
  return (
    <ActionDialog
      open={trackingCode !== null}
      onClose={onClose}
      maxWidth="md"
      testId="logs-dialog"
      title={t('RECONCILE.LOGS.TITLE', { code: trackingCode ?? '' })}
      cancel={{ label: t('RECONCILE.ACTION.CLOSE') }}
    >
      {logs.isFetching ? <LinearProgress /> : null}
      {!logs.isFetching && rows.length === 0 ? (
        <Alert severity="info">{t('RECONCILE.LOGS.EMPTY')}</Alert>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('RECONCILE.LOGS.AT')}</TableCell>
              <TableCell>{t('RECONCILE.COLUMN.DO_ID')}</TableCell>
              <TableCell>{t('RECONCILE.LOGS.STATUS')}</TableCell>
              <TableCell>{t('RECONCILE.LOGS.PARTNER')}</TableCell>
              <TableCell>{t('RECONCILE.LOGS.PARTNER_STATUS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((log) => (
              <TableRow key={`${log.at}-${log.status.value}-${log.partnerStatus}`}>
                <TableCell>{formatDateTime(log.at, timeZone)}</TableCell>
                <TableCell>{log.doId}</TableCell>
                <TableCell>
                  <DoStatusChip name={log.status.name} />
                </TableCell>
                <TableCell>{words.partnerName(log.partner)}</TableCell>
                <TableCell>
                  <PartnerText shown={words.statusWords(log.partnerStatus)} raw={log.partnerStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </ActionDialog>
  );
}
