import { z } from 'zod';

/** Schemas of the orders feature. */
export const ordersPlaceholder = z.never().optional();
