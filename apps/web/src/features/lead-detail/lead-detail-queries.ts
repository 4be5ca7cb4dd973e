import {
  type CallbackScheduleInput,
  type ChangePhoneInput,
  type CreateOrderInput,
  type TypeLead as CreateTypeLead,
  type SaveLeadInput,
  SYNONYM_TYPE,
  type TypeLead,
  type UpdateSaleOrderInput,
} from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useReferenceList, useSynonyms } from '../../shared/reference/use-reference-lists';

/**
 * The detail of a lead. A business code other than 200 is not an error message here: the page
 * routes on it (SPEC.md 2.4), so the call only applies the session rules and never retries.
 */
export function useOrderDetail(typeLead: TypeLead, leadId: number) {
  return useEndpointQuery(
    'orderDetail',
    { params: { typeLead, leadId } },
    { handling: 'session', enabled: leadId > 0, retry: false },
  );
}

export const useAgeRanges = () => useSynonyms(SYNONYM_TYPE.AGE_RANGE);
export const useCustomerJobs = () => useSynonyms(SYNONYM_TYPE.CUSTOMER_JOB);

/** Active products of one type (1 product, 2 combo, 3 free item), up to 200. */
export const useProducts = (productType: 1 | 2 | 3) =>
  useReferenceList('listProducts', { query: { status: 1, productType, limit: 200 } });

export const useLeadHistory = (leadId: number) =>
  useEndpointQuery(
    'leadHistory',
    { params: { leadId } },
    { handling: 'session', fallback: [], enabled: leadId > 0 },
  );

export const useRecentOrders = (leadId: number) =>
  useEndpointQuery(
    'recentOrders',
    { params: { leadId } },
    { handling: 'session', fallback: [], enabled: leadId > 0 },
  );

/** Starts a call on the lead's phone (GET /api/phone/:phone?leadId=); messages are the caller's. */
export function useStartCall() {
  return useMutation({
    mutationFn: async ({ phone, leadId }: { phone: string; leadId: number }) =>
      (
        await callEndpoint(CLIENT_ENDPOINTS.startCall, {
          params: { phone },
          query: { leadId },
          handling: 'session',
        })
      ).data,
  });
}

/** PUT lead info (v2 with a sale order); on success the lists and this lead reload. */
export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, body }: { leadId: number; body: SaveLeadInput }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.saveLead, { params: { leadId }, body, handling: 'session' })).data,
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** Promotions active now for a product (with those for any product). */
export const usePromotions = (prodId: number, enabled = true) =>
  useReferenceList('listPromotions', { query: { productId: prodId } }, enabled);

/**
 * What a saved lead changes: the order lists (and which one the user works) and this lead's
 * detail, history and recent orders.
 */
const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateResources(queryClient, ['leads']);

/** PUT lead/{id}/phone. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, body }: { leadId: number; body: ChangePhoneInput }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.changePhone, { params: { leadId }, body, handling: 'session' }))
        .data,
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST callback schedule (the first step of SPEC.md 4's callback flow). */
export function useScheduleCallback() {
  return useMutation({
    mutationFn: async (body: CallbackScheduleInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.scheduleCallback, { body, handling: 'session' })).data,
  });
}

/** PUT update order SO. */
export function useUpdateSaleOrder() {
  return useMutation({
    mutationFn: async ({ soId, body }: { soId: number; body: UpdateSaleOrderInput }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.updateSaleOrder, { params: { soId }, body, handling: 'session' }))
        .data,
  });
}

/** POST order creation: a new lead with its sale order. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ typeLead, body }: { typeLead: CreateTypeLead; body: CreateOrderInput }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.createOrder, { params: { typeLead }, body, handling: 'session' }))
        .data,
    onSuccess: () => invalidateAll(queryClient),
  });
}
