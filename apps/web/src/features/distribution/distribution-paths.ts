import { buildPath, findRoute } from '@leadline/contracts';
import type { CampaignKind } from './distribution-queries';

/** /apps/orders/distribution/{id}: the campaign's tabs; ?type=so for its resell leads. */
export function distributionDetailPath(campaignId: number, kind: CampaignKind): string {
  const path = buildPath(findRoute('orders.distributionDetail')?.path ?? '', { id: campaignId });
  return kind === 'so' ? `${path}?type=so` : path;
}

export const distributionAllPath = () => findRoute('orders.distribution')?.path ?? '';
