import { z } from 'zod';

/**
 * What the site server hands the browser with a server-rendered first paint
 * (docs/adr/0100-first-paint-server-rendering.md), embedded as
 * `<script type="application/json" id="first-paint-state">`. The shell hydrates its query cache
 * and its texts from it before it hydrates the markup, so the first client render equals the
 * server's and nothing is fetched twice.
 */
export const firstPaintStateSchema = z.object({
  /** The react-query cache of the render (`dehydrate()`; react-query owns its shape). */
  queries: z.object({ mutations: z.array(z.unknown()), queries: z.array(z.unknown()) }).passthrough(),
  /** Every text namespace the render used, for the page's language: namespace → key → text. */
  texts: z.record(z.string(), z.record(z.string(), z.unknown())),
  /**
   * Set when the page's loader said the address names nothing (the site server answered 404):
   * the path the shell renders its not-found page for instead of the route's page.
   */
  notFoundPath: z.string().optional(),
});
export type FirstPaintState = z.infer<typeof firstPaintStateSchema>;

export { FIRST_PAINT_STATE_ELEMENT_ID } from './first-paint-guard';
