import type { z } from 'zod';

/**
 * The most characters a text field of a form's schema takes (its `.max()`), so the "too long"
 * message can say how many: read from the contract, never restated.
 */
export function maxLengthOf(schema: z.ZodObject, field: string): number | undefined {
  let type: unknown = schema.shape[field];
  if (type !== null && typeof type === 'object' && 'unwrap' in type && typeof type.unwrap === 'function') type = type.unwrap();
  const max = (type as { maxLength?: number | null } | undefined)?.maxLength;
  return typeof max === 'number' ? max : undefined;
}
