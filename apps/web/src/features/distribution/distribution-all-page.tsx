import { type DistributionCampaign, findOrg, HQ_ORG_ID } from '@leadline/contracts';
import { Box, Button, LinearProgress, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCount } from '../../shared/format/format';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import type { SmallColumn } from '../../shared/ui/small-table';
import { distributionDetailPath } from './distribution-paths';
import { type CampaignKind, useDistributionCampaigns } from './distribution-queries';
import { SimpleTable } from './simple-table';
import { useLoadingBar } from './use-loading-bar';

/**
 * /apps/orders/distribution/all (SPEC.md 2.1): the campaigns with their distributed and
 * undistributed leads, fresh leads or resell leads (campaigns/all/resells?rule=bdr); a campaign
 * opens its tabs at /apps/orders/distribution/{id}.
 */
export default function DistributionAllPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { access } = useSession();
  const hq = access?.orgId === HQ_ORG_ID;
  const [kind, setKind] = useState<CampaignKind>('lead');
  const campaigns = useDistributionCampaigns(kind);
  const loading = useLoadingBar(campaigns.isFetching);

  const columns: SmallColumn<DistributionCampaign>[] = [
    { id: 'code', label: t('DISTRIBUTION.CAMPAIGN.CODE'), render: (row) => row.code },
    {
      id: 'name',
      label: t('DISTRIBUTION.CAMPAIGN.NAME'),
      render: (row) => (hq ? `${row.name} (${findOrg(row.orgId)?.code ?? row.orgId})` : row.name),
    },
    {
      id: 'distributed',
      label: t('DISTRIBUTION.CAMPAIGN.DISTRIBUTED'),
      align: 'right',
      render: (row) => formatCount(row.distributedLeads),
    },
    {
      id: 'undistributed',
      label: t('DISTRIBUTION.CAMPAIGN.UNDISTRIBUTED'),
      align: 'right',
      render: (row) => formatCount(row.undistributedLeads),
    },
    {
      id: 'open',
      label: t('DISTRIBUTION.COLUMN.ACTIONS'),
      align: 'right',
      render: (row) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => navigate(distributionDetailPath(row.id, kind))}
          data-testid={`distribution-open-${row.id}`}
        >
          {t('DISTRIBUTION.CAMPAIGN.OPEN')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader title={t('NAV.BULK_DISTRIBUTION')} subtitle={t('DISTRIBUTION.SUBTITLE')} />
      <Tabs value={kind} onChange={(_, next: CampaignKind) => setKind(next)} sx={{ mb: 1 }}>
        <Tab value="lead" label={t('DISTRIBUTION.KIND.FRESH')} data-testid="distribution-kind-lead" />
        <Tab value="so" label={t('DISTRIBUTION.KIND.RESELL')} data-testid="distribution-kind-so" />
      </Tabs>
      <Box sx={{ height: 4 }}>
        {loading ? <LinearProgress sx={{ height: 4 }} data-testid="distribution-loading" /> : null}
      </Box>
      <SimpleTable
        testId="distribution-campaigns"
        columns={columns}
        rows={campaigns.data ?? []}
        rowKey={(row) => row.id}
        loaded={campaigns.isFetched}
      />
    </Box>
  );
}
