import { mayCallEndpoint, TRASH_FILTER_STORAGE_KEY, type TrashRow } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { RestoreDialog } from './restore-dialog';
import { TrashFilterForm } from './trash-filter-form';
import { EMPTY_TRASH_FORM, parseTrashForm, toTrashBody } from './trash-filters';
import { trashLeadPath } from './trash-paths';
import { useTrashList } from './trash-queries';
import { TrashTable } from './trash-table';

/**
 * Trash management (SPEC.md 2.1, 7.5): the leads in trash with their reason, filtered by the
 * form kept in the browser, paged on the server (rows per page under rowsPerPageAll), a row
 * opens the lead's read-only page, Restore asks for a reason ('Succeed!', the list reloads).
 */
export default function TrashManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useOrderAccess();
  const { access: session } = useSession();
  const canRestore = mayCallEndpoint(CLIENT_ENDPOINTS.trashRestore, session?.roles ?? []);
  const [restoring, setRestoring] = useState<TrashRow | null>(null);
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: TRASH_FILTER_STORAGE_KEY,
    parse: parseTrashForm,
    empty: EMPTY_TRASH_FORM,
    toBody: toTrashBody,
    access,
    load: useTrashList,
  });

  return (
    <Box data-testid="page-orders.trashManagement">
      <PageHeader title={t('NAV.TRASH_MANAGEMENT')} subtitle={t('TRASH.SUBTITLE')} />
      <TrashFilterForm {...filterProps} />
      <TrashTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        onOpen={(row) => navigate(trashLeadPath(row.typeLead, row.leadId))}
        onRestore={canRestore ? setRestoring : undefined}
      />
      <RestoreDialog lead={restoring} onClose={() => setRestoring(null)} />
    </Box>
  );
}
