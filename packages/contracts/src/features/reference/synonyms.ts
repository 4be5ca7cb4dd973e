import { z } from 'zod';
import { dbIdParam } from '../../schema-primitives.js';

/** Synonym type ids of SPEC.md 7.1 and 9 (1 is the lead status list, DOMAIN.md). */
export const SYNONYM_TYPE = {
  LEAD_STATUS: 1,
  DELIVERY_STATUS: 5,
  AGE_RANGE: 47,
  VALIDATION_CANCEL: 49,
  VALIDATION_PENDING: 50,
  AGENT_STATE: 53,
  BREAK_REASON: 54,
  BUSY_REASON: 55,
  CUSTOMER_JOB: 58,
} as const;

export const SYNONYM_TYPE_IDS: readonly number[] = Object.values(SYNONYM_TYPE);

export const synonymQuerySchema = z.object({
  typeId: dbIdParam(),
});

/** A synonym row as SPEC.md 3 shows lead statuses: synonymId, typeId, type, name, value, dscr, id, localizedName. */
export const synonymSchema = z.object({
  id: z.number().int(),
  synonymId: z.number().int(),
  typeId: z.number().int(),
  type: z.string(),
  name: z.string(),
  value: z.number().int(),
  dscr: z.string().nullable(),
  localizedName: z.string(),
});
export type Synonym = z.infer<typeof synonymSchema>;

/** SPEC.md 3 and 9: the synthetic 'uncall' lead status the client prepends. */
export const UNCALL_STATUS = { value: 0, id: 9999, typeId: 1, synonymId: 373 } as const;

/** Agent activity 53 state codes (SPEC.md 9; DOMAIN.md). */
export const AGENT_ACTIVITY_ID = 53;
export const AGENT_STATE = {
  LOGOUT: 2,
  UNAVAILABLE: 8,
  AVAILABLE: 1,
  BREAK: 3,
  BUSY: 4,
  IN_CALL: 5,
} as const;
