import { type CampaignRow, mayCallEndpoint } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps } from '../../shared/list/use-list-screen';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { CampaignFilterForm } from './campaign-filter-form';
import { useCampaignScreen } from './campaign-management-page';
import { CampaignTable } from './campaign-table';
import { ConfigurationDialog } from './configuration-dialog';

/**
 * Campaign configurations (SPEC.md 2.1 /apps/campaign/configurations; docs/campaigns.md): each
 * campaign's call attempts limit, callback rule, postback network and status; a row opens them.
 */
export default function CampaignConfigurationsPage() {
  const { t } = useTranslation();
  const { access: session } = useSession();
  const canWrite = mayCallEndpoint(CLIENT_ENDPOINTS.campaignConfigure, session?.roles ?? []);
  const { access, form, paging, list, sort, filterProps } = useCampaignScreen();
  const [configuring, setConfiguring] = useState<CampaignRow | null>(null);

  return (
    <Box data-testid="page-campaign.configurations">
      <PageHeader
        title={t('PAGES.CAMPAIGN_CONFIGURATIONS')}
        subtitle={t('CAMPAIGNS.SUBTITLE_CONFIGURATIONS')}
      />
      <CampaignFilterForm {...filterProps} />
      <CampaignTable
        {...pagedTableProps(list, paging, form, sort)}
        mode="configurations"
        hq={access.hq}
        onOpen={canWrite ? setConfiguring : undefined}
      />
      <ConfigurationDialog campaign={configuring} onClose={() => setConfiguring(null)} />
    </Box>
  );
}
