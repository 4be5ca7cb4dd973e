import { z } from 'zod';

/** Schemas of the products feature. */
export const productsPlaceholder = z.never().optional();
