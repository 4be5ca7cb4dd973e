import { z } from 'zod';

/** Schemas of the locations feature. */
export const locationsPlaceholder = z.never().optional();
