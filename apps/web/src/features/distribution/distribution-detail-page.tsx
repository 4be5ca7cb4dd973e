import { DISTRIBUTION_TABS, type DistributionTab, type DistributionTabBody } from '@leadline/contracts';
import { ArrowBack } from '@mui/icons-material';
import { Alert, Box, Button, LinearProgress, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { PageHeader } from '../../shared/ui/page-header';
import { DistributeDialog, type DistributeSource } from './distribute-dialog';
import { distributionAllPath } from './distribution-paths';
import {
  type CampaignKind,
  useDistributionCampaigns,
  useDistributionProducts,
  useDistributionTab,
} from './distribution-queries';
import { DistributionTabTable } from './distribution-tab-table';
import { RecallDialog, type RecallTarget } from './recall-dialog';
import { useLoadingBar } from './use-loading-bar';

/**
 * /apps/orders/distribution/{id} (SPEC.md 2.2, 2.5, 7.8): a campaign's tabs (leads, groups,
 * agents), the products filter, and the distribute and recall dialogs. The loading bar stays
 * 500 ms after a load (SPEC.md 9).
 */
export default function DistributionDetailPage() {
  const { t } = useTranslation();
  const campaignId = Number(useParams().id);
  const [search] = useSearchParams();
  const kind: CampaignKind = search.get('type') === 'so' ? 'so' : 'lead';
  const [tab, setTab] = useState<DistributionTab>('LEADS_TAB');
  const [productIds, setProductIds] = useState<number[]>([]);
  const [distribute, setDistribute] = useState<{ source: DistributeSource; mode: 'agents' | 'group' } | null>(
    null,
  );
  const [recallTarget, setRecallTarget] = useState<RecallTarget | null>(null);
  const valid = Number.isInteger(campaignId) && campaignId > 0;

  const filter: DistributionTabBody = useMemo(
    () => ({ typeLead: kind, ...(productIds.length > 0 ? { productIds } : {}) }),
    [kind, productIds],
  );
  // A path id that is no campaign id asks nothing: the page says the campaign is not found.
  const rows = useDistributionTab(campaignId, tab, filter, valid);
  const campaigns = useDistributionCampaigns(kind);
  const products = useDistributionProducts(campaignId, valid);
  const loading = useLoadingBar(rows.isFetching);
  const campaign = campaigns.data?.find((candidate) => candidate.id === campaignId);

  return (
    <Box>
      <PageHeader
        title={t('DISTRIBUTION.DETAIL.TITLE', { campaign: campaign?.name ?? `#${campaignId}` })}
        subtitle={kind === 'so' ? t('DISTRIBUTION.KIND.RESELL') : t('DISTRIBUTION.KIND.FRESH')}
        actions={
          <Button component={RouterLink} to={distributionAllPath()} startIcon={<ArrowBack />} color="inherit">
            {t('DISTRIBUTION.DETAIL.BACK')}
          </Button>
        }
      />
      {!valid || rows.isError ? (
        <Alert severity="warning">{t('DISTRIBUTION.DETAIL.NOT_FOUND')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Tabs
              value={tab}
              onChange={(_, next: DistributionTab) => setTab(next)}
              sx={{ flex: 1, minWidth: 280 }}
            >
              {DISTRIBUTION_TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(`DISTRIBUTION.TAB.${name}`)}
                  data-testid={`tab-${name}`}
                />
              ))}
            </Tabs>
            <Box sx={{ width: 320, maxWidth: '100%' }}>
              <MultiSelectField
                label={t('DISTRIBUTION.DETAIL.PRODUCTS')}
                value={productIds}
                options={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))}
                onChange={setProductIds}
                testId="distribution-products"
              />
            </Box>
          </Box>
          <Box sx={{ height: 4 }}>
            {loading ? <LinearProgress sx={{ height: 4 }} data-testid="distribution-loading" /> : null}
          </Box>
          <DistributionTabTable
            tab={tab}
            rows={rows.data ?? []}
            loaded={rows.isFetched}
            onDistribute={(source, mode) => setDistribute({ source, mode })}
            onRecall={setRecallTarget}
          />
        </>
      )}
      <DistributeDialog
        campaignId={campaignId}
        source={distribute?.source ?? null}
        mode={distribute?.mode ?? 'group'}
        filter={filter}
        onClose={() => setDistribute(null)}
      />
      <RecallDialog
        campaignId={campaignId}
        target={recallTarget}
        filter={filter}
        onClose={() => setRecallTarget(null)}
      />
    </Box>
  );
}
