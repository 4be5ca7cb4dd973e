import type {
  ProductInputParsed,
  ProductManagementFilter,
  PromotionFilter,
  PromotionInputParsed,
  StockAdjustInput,
} from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
import { usePagedList } from '../../shared/list/use-paged-list';

/** The calls of the catalogue screens; a refusal's message is shown by the response handling (SPEC.md 8). */

export const useProductManagementList = (body: ProductManagementFilter) =>
  usePagedList('productManagementList', body);

export const usePromotionManagementList = (body: PromotionFilter) =>
  usePagedList('promotionManagementList', body);

const useCatalogueMutation = <V>(run: (variables: V) => Promise<unknown>) =>
  useResourceMutation(run, ['catalogue']);

export const useSaveProduct = () =>
  useCatalogueMutation(async ({ id, body }: { id: number | null; body: ProductInputParsed }) =>
    id === null
      ? (await callEndpoint(CLIENT_ENDPOINTS.productCreate, { body })).data
      : (await callEndpoint(CLIENT_ENDPOINTS.productUpdate, { params: { id }, body })).data,
  );

export const useTrashProduct = () =>
  useCatalogueMutation(
    async ({ id, note, confirmUsed }: { id: number; note: string; confirmUsed: boolean }) =>
      callEndpoint(CLIENT_ENDPOINTS.productTrash, {
        params: { id },
        body: { note: note || null, confirmUsed },
      }),
  );

export const useRestoreProduct = () =>
  useCatalogueMutation(async (id: number) =>
    callEndpoint(CLIENT_ENDPOINTS.productRestore, { params: { id } }),
  );

export const useAdjustStock = () =>
  useCatalogueMutation(async ({ id, body }: { id: number; body: StockAdjustInput }) =>
    callEndpoint(CLIENT_ENDPOINTS.productStockAdjust, { params: { id }, body }),
  );

export const useSavePromotion = () =>
  useCatalogueMutation(async ({ id, body }: { id: number | null; body: PromotionInputParsed }) =>
    id === null
      ? callEndpoint(CLIENT_ENDPOINTS.promotionCreate, { body })
      : callEndpoint(CLIENT_ENDPOINTS.promotionUpdate, { params: { id }, body }),
  );

export const useProductStock = (id: number | null) =>
  useEndpointQuery('productStock', { params: { id: id ?? 0 } }, { enabled: id !== null, localized: false });

export const useProductHistory = (id: number | null) =>
  useEndpointQuery('productHistory', { params: { id: id ?? 0 } }, { enabled: id !== null, localized: false });

/**
 * Products a combo may hold (plain products and free items) or a promotion may name (combos too):
 * of the org (HQ: of the chosen org), not in trash, up to 200 of each type.
 */
export function useCatalogueChoices(orgId: number | undefined, enabled = true, withCombos = false) {
  const query = (productType: 1 | 2 | 3) => ({
    body: { productType, trashed: false, orgId, limit: 200 } satisfies ProductManagementFilter,
  });
  const plain = useEndpointQuery('productManagementList', query(1), { enabled });
  const combos = useEndpointQuery('productManagementList', query(2), { enabled: enabled && withCombos });
  const free = useEndpointQuery('productManagementList', query(3), { enabled });
  return [...(plain.data ?? []), ...(withCombos ? (combos.data ?? []) : []), ...(free.data ?? [])];
}
