import {
  mayCallEndpoint,
  ORDER_EXPORT_ENDPOINT_BY_KIND,
  ORDER_EXPORT_FILE_NAMES,
  ORDER_EXPORT_KINDS,
  type OrderExportKind,
  type OrderManagementFilter,
} from '@leadline/contracts';
import { ArrowDropDown, FileDownload } from '@mui/icons-material';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DownloadInterruptedError,
  type DownloadProgress,
  formatBytes,
  saveFile,
} from '../../shared/api/file-download';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../../shared/session/session';
import { fetchExport } from './download-export';

/** A short export finishes before its progress would flash on screen. */
const PROGRESS_DELAY_MS = 400;

interface ExportJob extends DownloadProgress {
  kind: OrderExportKind;
}

/** The export kinds the user's roles may call: each kind's access row in the contracts' table. */
export function exportKindsFor(roles: readonly number[]): OrderExportKind[] {
  return ORDER_EXPORT_KINDS.filter((kind) => mayCallEndpoint(ORDER_EXPORT_ENDPOINT_BY_KIND[kind], roles));
}

function ExportProgressDialog({ job, onCancel }: { job: ExportJob | null; onCancel(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={job !== null}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid="export-progress"
    >
      {job ? (
        <>
          <DialogTitle id={titleId}>
            {t('ORDER_EXPORTS.PROGRESS.TITLE', { file: ORDER_EXPORT_FILE_NAMES[job.kind] })}
          </DialogTitle>
          <DialogContent>
            <LinearProgress sx={{ my: 2 }} />
            {job.totalRows !== null ? (
              <Typography variant="body2" data-testid="export-progress-rows">
                {t('ORDER_EXPORTS.PROGRESS.ROWS', {
                  count: job.totalRows,
                  rows: job.totalRows.toLocaleString('en-US'),
                })}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" data-testid="export-progress-bytes">
              {job.receivedBytes > 0
                ? t('ORDER_EXPORTS.PROGRESS.RECEIVED', { size: formatBytes(job.receivedBytes) })
                : t('ORDER_EXPORTS.PROGRESS.PREPARING')}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} data-testid="export-cancel">
              {t('ORDER_EXPORTS.PROGRESS.CANCEL')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

export interface ExportMenuProps {
  /** The order-management filter the list shows; its paging is left out of the export. */
  filter: OrderManagementFilter;
  disabled?: boolean;
}

/**
 * The order-management exports (SPEC.md 7.2): a button with the kinds the user's roles allow
 * (nothing when none), each posting the current filter and saving the spreadsheet under
 * SPEC.md's name, with the progress of the download (bytes received, rows in the file).
 */
export function ExportMenu({ filter, disabled = false }: ExportMenuProps) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const { me } = useSession();
  const kinds = useMemo(() => exportKindsFor(me?.info.roles ?? []), [me]);
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [job, setJob] = useState<ExportJob | null>(null);
  const [showProgress, setShowProgress] = useState(false);
  const running = useRef<AbortController | null>(null);

  const active = job !== null;
  useEffect(() => {
    if (!active) {
      setShowProgress(false);
      return;
    }
    const timer = window.setTimeout(() => setShowProgress(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [active]);

  // Leaving the page ends a download in progress.
  useEffect(() => () => running.current?.abort(), []);

  if (kinds.length === 0) return null;

  const start = async (kind: OrderExportKind) => {
    setAnchor(null);
    const controller = new AbortController();
    running.current = controller;
    setJob({ kind, receivedBytes: 0, totalRows: null });
    try {
      const file = await fetchExport(kind, filter, {
        language: i18n.language,
        signal: controller.signal,
        onProgress: (progress) => setJob({ kind, ...progress }),
      });
      saveFile(file, ORDER_EXPORT_FILE_NAMES[kind]);
    } catch (error) {
      // A refusal was reported by the response handling; a cancel needs no word.
      if (error instanceof DownloadInterruptedError) notify('error', t('ORDER_EXPORTS.FAILED'));
    } finally {
      if (running.current === controller) running.current = null;
      setJob(null);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={job ? <CircularProgress size={18} color="inherit" /> : <FileDownload />}
        endIcon={<ArrowDropDown />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled || active}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="export-menu-button"
      >
        {t('ORDER_EXPORTS.BUTTON')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader sx={{ lineHeight: 2.5 }}>{t('ORDER_EXPORTS.MENU_TITLE')}</ListSubheader>
        {kinds.map((kind) => (
          <MenuItem key={kind} onClick={() => void start(kind)} data-testid={`export-${kind}`}>
            <ListItemText
              primary={`${t(`ORDER_EXPORTS.KIND.${kind}`)} · ${ORDER_EXPORT_FILE_NAMES[kind]}`}
              secondary={t(`ORDER_EXPORTS.KIND_HINT.${kind}`)}
            />
          </MenuItem>
        ))}
      </Menu>
      <ExportProgressDialog job={showProgress ? job : null} onCancel={() => running.current?.abort()} />
    </>
  );
}
