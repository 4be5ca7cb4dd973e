import {
  type CallbackScheduleInput,
  type ChangePhoneInput,
  type CreateOrderInput,
  type TypeLead as CreateTypeLead,
  ENDPOINTS,
  type EndpointDefinition,
  type SaveLeadInput,
  SYNONYM_TYPE,
  type TypeLead,
  type UpdateSaleOrderInput,
} from '@leadline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../shared/api/http-client';
import { ORDER_KEYS } from '../orders/order-queries';

/** Query keys of the edit screen: ['order-edit', ...]. */
export const ORDER_EDIT_KEYS = {
  all: ['order-edit'] as const,
  detail: (typeLead: TypeLead, leadId: number) => ['order-edit', 'detail', typeLead, leadId] as const,
  history: (leadId: number) => ['order-edit', 'history', leadId] as const,
  recent: (leadId: number) => ['order-edit', 'recent', leadId] as const,
};

const REFERENCE_STALE_MS = 5 * 60_000;

type DataOf<D extends EndpointDefinition> = z.infer<D['data']>;

/** A lookup list: SPEC.md 8 swallows failures and gives an empty list (session rules still apply). */
function useLookup<D extends EndpointDefinition>(
  name: string,
  endpoint: D,
  query: Record<string, string | number | undefined> = {},
  enabled = true,
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDER_EDIT_KEYS.all, 'lookup', name, i18n.language, query],
    queryFn: ({ signal }) =>
      callEndpoint(endpoint as EndpointDefinition, { query, handling: 'session', signal })
        .then((envelope) => envelope.data as DataOf<D>)
        .catch(() => [] as unknown as DataOf<D>),
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

/**
 * The detail of a lead. A business code other than 200 is not an error message here: the page
 * routes on it (SPEC.md 2.4), so the call only applies the session rules and never retries.
 */
export function useOrderDetail(typeLead: TypeLead, leadId: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDER_EDIT_KEYS.detail(typeLead, leadId), i18n.language],
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(ENDPOINTS.orderDetail, {
          params: { typeLead, leadId },
          handling: 'session',
          signal,
        })
      ).data,
    enabled: leadId > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export const useAgeRanges = () =>
  useLookup('ageRange', ENDPOINTS.synonymObject, { typeId: SYNONYM_TYPE.AGE_RANGE });
export const useCustomerJobs = () =>
  useLookup('customerJob', ENDPOINTS.synonymObject, { typeId: SYNONYM_TYPE.CUSTOMER_JOB });

export const useReasons = (kind: 'REJECT' | 'TRASH' | null) =>
  useLookup('reasons', ENDPOINTS.reasons, { kind: kind ?? undefined }, kind !== null);

export const useCallbackReasons = (code: number | null) =>
  useLookup('callbackReasons', ENDPOINTS.callbackReasons, { code: code ?? undefined }, code !== null);

/** Active products of one type (1 product, 2 combo, 3 free item), up to 200. */
export const useProducts = (productType: 1 | 2 | 3) =>
  useLookup('products', ENDPOINTS.listProducts, { status: 1, productType, limit: 200 });

export const useLeadHistory = (leadId: number) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDER_EDIT_KEYS.history(leadId), i18n.language],
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.leadHistory, { params: { leadId }, handling: 'session', signal })
        .then((envelope) => envelope.data)
        .catch(() => []),
    enabled: leadId > 0,
  });
};

export const useRecentOrders = (leadId: number) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDER_EDIT_KEYS.recent(leadId), i18n.language],
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.recentOrders, { params: { leadId }, handling: 'session', signal })
        .then((envelope) => envelope.data)
        .catch(() => []),
    enabled: leadId > 0,
  });
};

/** Starts a call on the lead's phone (GET /api/phone/:phone?leadId=); messages are the caller's. */
export function useStartCall() {
  return useMutation({
    mutationFn: async ({ phone, leadId }: { phone: string; leadId: number }) =>
      (await callEndpoint(ENDPOINTS.startCall, { params: { phone }, query: { leadId }, handling: 'session' }))
        .data,
  });
}

/** PUT lead info (v2 with a sale order); on success the lists and this lead reload. */
export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, body }: { leadId: number; body: SaveLeadInput }) =>
      (await callEndpoint(ENDPOINTS.saveLead, { params: { leadId }, body, handling: 'session' })).data,
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** Promotions active now for a product (with those for any product). */
export const usePromotions = (prodId: number, enabled = true) =>
  useLookup('promotions', ENDPOINTS.listPromotions, { productId: prodId }, enabled);

export const useBanks = (enabled = true) => useLookup('banks', ENDPOINTS.banks, {}, enabled);

/** Payment methods with their codes (the transfer one needs the bank and transaction id). */
export const usePaymentMethods = () => useLookup('paymentMethods', ENDPOINTS.paymentMethods);

export const useCampaignList = () => useLookup('campaigns', ENDPOINTS.campaigns);

const invalidateAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ORDER_KEYS.all }),
    queryClient.invalidateQueries({ queryKey: ORDER_EDIT_KEYS.all }),
  ]);

/** PUT lead/{id}/phone. */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, body }: { leadId: number; body: ChangePhoneInput }) =>
      (await callEndpoint(ENDPOINTS.changePhone, { params: { leadId }, body, handling: 'session' })).data,
    onSuccess: () => invalidateAll(queryClient),
  });
}

/** POST callback schedule (the first step of SPEC.md 4's callback flow). */
export function useScheduleCallback() {
  return useMutation({
    mutationFn: async (body: CallbackScheduleInput) =>
      (await callEndpoint(ENDPOINTS.scheduleCallback, { body, handling: 'session' })).data,
  });
}

/** PUT update order SO. */
export function useUpdateSaleOrder() {
  return useMutation({
    mutationFn: async ({ soId, body }: { soId: number; body: UpdateSaleOrderInput }) =>
      (await callEndpoint(ENDPOINTS.updateSaleOrder, { params: { soId }, body, handling: 'session' })).data,
  });
}

/** POST order creation: a new lead with its sale order. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ typeLead, body }: { typeLead: CreateTypeLead; body: CreateOrderInput }) =>
      (await callEndpoint(ENDPOINTS.createOrder, { params: { typeLead }, body, handling: 'session' })).data,
    onSuccess: () => invalidateAll(queryClient),
  });
}
