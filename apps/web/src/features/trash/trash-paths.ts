import type { TypeLead } from '@leadline/contracts';

/** /apps/orders/trash/{typeLead}/{leadId} (SPEC.md 2.2): the trashed lead's page. */
export const trashLeadPath = (typeLead: TypeLead, leadId: number) =>
  `/apps/orders/trash/${typeLead}/${leadId}`;
