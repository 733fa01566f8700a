import { readDataBlock } from '@travel/contracts/data-block';
import { FIRST_PAINT_STATE_ELEMENT_ID, isFirstPaintState } from '@travel/contracts/first-paint-guard';
import type { FirstPaintState } from '@travel/contracts/first-paint';

/**
 * The state block of a server-rendered first paint, or undefined when the page has none or it is
 * unreadable (the page then renders in the browser from scratch, as it would without one).
 */
export function readFirstPaintState(document: Document): FirstPaintState | undefined {
  return readDataBlock(document, FIRST_PAINT_STATE_ELEMENT_ID, isFirstPaintState);
}
