import {
  CALLBACK_LIST_STORAGE_KEY,
  CALLBACK_MANAGEMENT_STORAGE_KEY,
  type CallbackRow,
  findRoute,
  isAgentOnly,
} from '@leadline/contracts';
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { usePushEvent } from '../../shared/push/use-push-event';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { orderEditPath } from '../orders';
import { CallbackFilterForm } from './callback-filter-form';
import {
  EMPTY_CALLBACK_FORM,
  parseCallbackForm,
  toMyCallbacksBody,
  toTeamCallbacksBody,
} from './callback-filters';
import { useCallbackList } from './callback-queries';
import { CallbackTable } from './callback-table';

/**
 * The callback screens (SPEC.md 2.1 /apps/callback/list and /management; docs/callbacks.md):
 * open callbacks, soonest first, filtered by the form kept in the browser and paged on the
 * server; a row opens the lead's edit screen. The list is the caller's own; management the
 * team's with an agent filter (an agent sees their own there too: the server decides).
 */
function CallbacksScreen({ team }: { team: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useOrderAccess();
  const { access: session } = useSession();
  const supervisor = !isAgentOnly(session?.roles ?? []);
  const withAgents = team && supervisor;
  const { form, paging, list, sort, filterProps } = useListScreen({
    storageKey: team ? CALLBACK_MANAGEMENT_STORAGE_KEY : CALLBACK_LIST_STORAGE_KEY,
    parse: parseCallbackForm,
    empty: EMPTY_CALLBACK_FORM,
    toBody: team ? toTeamCallbacksBody : toMyCallbacksBody,
    access,
    load: useCallbackList,
  });
  // A reminder marks a callback due: its state on screen changes.
  usePushEvent('callback.due', () => void list.refetch());

  return (
    <Box data-testid={team ? 'page-callback.management' : 'page-callback.list'}>
      <PageHeader
        title={t(team ? 'PAGES.CALLBACK_MANAGEMENT' : 'PAGES.CALLBACK_LIST')}
        subtitle={t(team ? 'CALLBACKS.SUBTITLE_MANAGEMENT' : 'CALLBACKS.SUBTITLE_LIST')}
      />
      {!team && supervisor ? (
        // Decision (docs/decisions.md 'The callback list of a supervisor'): the list stays the
        // caller's own callbacks, as SPEC.md names it; a supervisor is told so and pointed to their
        // agents' callbacks.
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="callback-list-own-only"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => navigate(findRoute('callback.management')?.path ?? '/apps/callback/management')}
              data-testid="callback-list-open-management"
            >
              {t('CALLBACKS.OPEN_MANAGEMENT')}
            </Button>
          }
        >
          {t('CALLBACKS.OWN_ONLY_HINT')}
        </Alert>
      ) : null}
      <CallbackFilterForm {...filterProps} withAgents={withAgents} />
      <CallbackTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        withAgent={withAgents}
        onOpen={(row: CallbackRow) => navigate(orderEditPath(row.typeLead, row.leadId))}
      />
    </Box>
  );
}

export default function CallbackListPage() {
  return <CallbacksScreen team={false} />;
}

export function CallbackManagementPage() {
  return <CallbacksScreen team />;
}
