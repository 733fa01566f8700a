import type { Page, Route } from '@playwright/test';

const HOLDER_PATH = '/__e2e-load-event-holder.gif';

/**
 * Makes the next document loads of `page` fire their `load` event `delayMs` after they start, as
 * a slow resource or a loaded machine does: a page drawn in the browser then already shows its
 * frame when the browser restores a scroll position at `load`. An image added as the document is
 * parsed holds the event; its request is answered here, never by the shop. Answers the function
 * that ends the delay: later documents (a payment gateway's page too, whose CSP would refuse the
 * image) get no image.
 */
export async function delayLoadEvent(page: Page, delayMs: number): Promise<() => Promise<void>> {
  const answer = async (route: Route): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 204 });
  };
  await page.route(`**${HOLDER_PATH}`, answer);
  const script = await page.addInitScript((path) => {
    document.addEventListener('DOMContentLoaded', () => {
      const holder = new Image();
      holder.alt = '';
      holder.hidden = true;
      holder.src = path;
      document.body.append(holder);
    });
  }, HOLDER_PATH);
  return async () => {
    await script.dispose();
    await page.unroute(`**${HOLDER_PATH}`, answer);
  };
}
