import type { z } from 'zod';

/**
 * Reads a `<script type="application/json" id="…">` block the site server embeds in the page
 * (site config, first-paint state) and parses it with its contract. Undefined when the block is
 * missing, empty, not JSON or not of the schema's shape: the caller then does without it.
 */
export function readDataBlock<S extends z.ZodType>(doc: Pick<Document, 'getElementById'>, id: string, schema: S): z.output<S> | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
