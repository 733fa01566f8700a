import { z } from 'zod';

/** `GET /next-api/build-id/`: loaded with the first check, never on a first paint (ADR 0192). */
export const buildIdSchema = z.object({ buildId: z.string().min(1) });
