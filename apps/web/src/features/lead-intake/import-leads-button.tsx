import { type LeadImportResult, mayCallEndpoint } from '@leadline/contracts';
import { UploadFile } from '@mui/icons-material';
import { Button, type ButtonProps } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { useSession } from '../../shared/session/session';
import { useLatched } from '../../shared/ui/use-latched';

// Loaded on the first click: the list draws the button, not the dialog (docs/web.md).
const ImportLeadsDialog = lazy(() =>
  import('./import-leads-dialog').then((m) => ({ default: m.ImportLeadsDialog })),
);

/**
 * 'Import leads' with its dialog, for the order list page. Shown only to the roles the import
 * call allows (CLIENT_ENDPOINTS.importLeads.access: team leaders and above, and marketing).
 */
export function ImportLeadsButton({
  onImported,
  size = 'medium',
  variant = 'outlined',
}: {
  /** Called after a successful import, e.g. to reload the list. */
  onImported?: (result: LeadImportResult) => void;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const [open, setOpen] = useState(false);
  const used = useLatched(open);
  if (!mayCallEndpoint(CLIENT_ENDPOINTS.importLeads, me?.info.roles ?? [])) return null;
  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<UploadFile />}
        onClick={() => setOpen(true)}
        data-testid="import-leads-button"
      >
        {t('LEAD_INTAKE.DIALOG.BUTTON')}
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <ImportLeadsDialog open={open} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      ) : null}
    </>
  );
}
