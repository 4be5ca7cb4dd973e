import { type CampaignRow, mayCallEndpoint } from '@leadline/contracts';
import { Add } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { CallingListsDialog } from './calling-lists-dialog';
import { CampaignDialog } from './campaign-dialog';
import { CampaignFilterForm } from './campaign-filter-form';
import {
  CAMPAIGN_FILTER_STORAGE_KEY,
  EMPTY_CAMPAIGN_FORM,
  parseCampaignForm,
  toCampaignBody,
} from './campaign-filters';
import { useCampaignList } from './campaign-queries';
import { CampaignTable } from './campaign-table';

/** The campaign screens' list wiring: the stored form, paging, the rows (the open dialogs read the fresh rows). */
export function useCampaignScreen() {
  const access = useOrderAccess();
  const screen = useListScreen({
    storageKey: CAMPAIGN_FILTER_STORAGE_KEY,
    parse: parseCampaignForm,
    empty: EMPTY_CAMPAIGN_FORM,
    toBody: toCampaignBody,
    access,
    load: useCampaignList,
  });
  return { access, ...screen };
}

/**
 * Campaign management (SPEC.md 2.1 /apps/campaign/management; docs/campaigns.md): the org's
 * campaigns with their offer product, products and calling lists; New, a row opens its edit
 * dialog, the list button its calling lists (add, rename).
 */
export default function CampaignManagementPage() {
  const { t } = useTranslation();
  const { access: session } = useSession();
  const canWrite = mayCallEndpoint(CLIENT_ENDPOINTS.campaignCreate, session?.roles ?? []);
  const { access, form, paging, list, sort, filterProps } = useCampaignScreen();
  const [editing, setEditing] = useState<{ campaign: CampaignRow | null } | null>(null);
  const [listsOf, setListsOf] = useState<number | null>(null);
  // The dialog shows the row as the list has it now, so an added list appears at once.
  const listsCampaign = list.rows?.find((row) => row.id === listsOf) ?? null;

  return (
    <Box data-testid="page-campaign.management">
      <PageHeader
        title={t('PAGES.CAMPAIGN_MANAGEMENT')}
        subtitle={t('CAMPAIGNS.SUBTITLE_MANAGEMENT')}
        actions={
          canWrite ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ campaign: null })}
              data-testid="campaign-new"
            >
              {t('CAMPAIGNS.NEW')}
            </Button>
          ) : null
        }
      />
      <CampaignFilterForm {...filterProps} />
      <CampaignTable
        {...pagedTableProps(list, paging, form, sort)}
        mode="management"
        hq={access.hq}
        onOpen={canWrite ? (campaign) => setEditing({ campaign }) : undefined}
        onLists={canWrite ? (campaign) => setListsOf(campaign.id) : undefined}
      />
      <CampaignDialog
        open={editing !== null}
        campaign={editing?.campaign ?? null}
        userOrgId={access.orgId}
        onClose={() => setEditing(null)}
      />
      <CallingListsDialog campaign={listsCampaign} onClose={() => setListsOf(null)} />
    </Box>
  );
}
