import type { PaymentQr } from '@leadline/contracts';
import { useMutation } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';

/** GET transaction by lead: may the lead's order be paid by QR (allowQrCode, color, message). */
export const useTransactionByLead = (leadId: number) =>
  useEndpointQuery('transactionByLead', { params: { leadId } }, { handling: 'session', localized: false });

/** POST generate QR: the payload of the lead's order, for the org's receiving bank. */
export function useGenerateQr(leadId: number) {
  return useMutation({
    mutationFn: async (): Promise<PaymentQr> =>
      (await callEndpoint(CLIENT_ENDPOINTS.generateQr, { query: { leadId }, body: {} })).data,
  });
}
