/**
 * Reads a `<script type="application/json" id="…">` block the site server embeds in the page
 * (site config, first-paint state) and checks its shape. Undefined when the block is missing,
 * empty, not JSON or not of the shape: the caller then does without it.
 *
 * The check is a plain guard held to the block's zod schema by tests (`isSiteConfig`,
 * `isFirstPaintState`): these blocks are read before a first paint hydrates, which loads no zod
 * (docs/adr/0192-first-load-budget.md).
 */
export function readDataBlock<T>(
  doc: Pick<Document, 'getElementById'>,
  id: string,
  isShape: (value: unknown) => value is T,
): T | undefined {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isShape(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
