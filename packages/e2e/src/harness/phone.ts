import { expect, type Page } from '@playwright/test';

/** The phone widths every page must fit (docs/adr/0218-phone-pages.md): small, common Android, common iPhone. */
export const PHONE_WIDTHS = [320, 360, 390] as const;

/** WCAG 2.2 target size (minimum), 2.5.8: 24 by 24 CSS px, or that much room around it. */
export const MIN_TARGET_PX = 24;

/** A phone of the given width: touch, a mobile viewport that zooms out to wide content (as a phone does). */
export function phoneContext(width: number) {
  return { viewport: { width, height: 780 }, isMobile: true, hasTouch: true } as const;
}

/** The page is no wider than the screen: nothing sticks out to be scrolled to or zoomed out for (a soft check). */
export async function expectFitsScreen(page: Page): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      // A mobile browser widens its layout viewport to the content: the screen is the limit.
      const viewportWidth = Math.min(document.documentElement.clientWidth, screen.width);
      const widest = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const right = element.getBoundingClientRect().right;
          const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
          return right > viewportWidth + 1 && parentRight <= viewportWidth + 1;
        })
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`);
      return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, viewportWidth, widest };
    });
  const { scrollWidth, viewportWidth, widest } = await measure();
  // Soft: a journey over many pages reports every page that does not fit, not only the first.
  expect.soft(scrollWidth, `${page.url()} at ${viewportWidth} px (sticking out: ${widest.join(', ')})`).toBeLessThanOrEqual(viewportWidth);
}

/**
 * Interactive targets smaller than 24x24 CSS px without 24 px of room around them (WCAG 2.2
 * 2.5.8 and its exceptions: a link inside a sentence, a box or circle whose label is the target,
 * an element that is not shown). Each as `tag "text" WxH`.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]';
    const visible = (element: Element): boolean => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0' && box.bottom > 0 && box.right > 0;
    };
    // A link in running text: its line is the sentence's, not a button's.
    const inSentence = (element: Element): boolean => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const own = element.textContent?.trim().length ?? 0;
      return block !== null && (block.textContent?.trim().length ?? 0) > own + 1;
    };
    const targetBox = (element: Element): DOMRect => {
      // A checkbox or radio is operated through its label as well.
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        const label = element.labels?.[0];
        if (label !== undefined && visible(label)) return label.getBoundingClientRect();
      }
      return element.getBoundingClientRect();
    };
    const targets = [...document.querySelectorAll(selector)].filter(visible).map((element) => ({ element, box: targetBox(element) }));
    const center = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const problems: string[] = [];
    for (const target of targets) {
      const { element, box } = target;
      if (box.width >= min && box.height >= min) continue;
      if (inSentence(element)) continue;
      // The spacing exception: a 24 px circle on its centre touches no other target.
      const c = center(box);
      const crowded = targets.some((other) => {
        if (other === target || other.element.contains(element) || element.contains(other.element)) return false;
        const o = other.box;
        const dx = Math.max(o.left - c.x, 0, c.x - o.right);
        const dy = Math.max(o.top - c.y, 0, c.y - o.bottom);
        return Math.hypot(dx, dy) < min / 2;
      });
      if (!crowded) continue;
      const text = (element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30);
      problems.push(`${element.tagName.toLowerCase()} "${text}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return problems;
  }, MIN_TARGET_PX);
}

/**
 * The focused field is in view and nothing covers it: what a shopper with the on-screen keyboard
 * open (a short viewport) needs to see what they type. Returns a problem or undefined.
 */
export function focusedFieldHidden(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLElement) || field === document.body) return undefined;
    const box = field.getBoundingClientRect();
    const name = `${field.tagName.toLowerCase()}[name=${field.getAttribute('name') ?? field.id}]`;
    if (box.top < -1 || box.bottom > innerHeight + 1)
      return `${name} is outside the view (${Math.round(box.top)}-${Math.round(box.bottom)} of ${innerHeight})`;
    const x = Math.min(Math.max(box.left + 4, 0), innerWidth - 1);
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit !== null && hit !== field && !field.contains(hit) && !hit.contains(field)) {
      return `${name} is covered by ${hit.tagName.toLowerCase()}.${String(hit.className).split(' ')[0]}`;
    }
    return undefined;
  });
}
