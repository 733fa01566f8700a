import type { BrowserContext, Page } from '@playwright/test';

/** Core Web Vitals call up to 0.1 good; a shop page that holds still stays under this. */
export const MAX_LAYOUT_SHIFT = 0.02;

/** One layout shift no input caused, as the page observed it. */
export interface LayoutShift {
  /** `pathname + search` of the page shown when it was observed (client navigations included). */
  readonly page: string;
  /** The document (one tab's page load) that observed it: layout shift is counted per document. */
  readonly document: string;
  /** `performance.timeOrigin + startTime`: shifts of different documents compare on one clock. */
  readonly at: number;
  /** ms since the document's navigation started (`entry.startTime`): late content shows as a late shift. */
  readonly sinceLoad: number;
  readonly value: number;
  /** What moved (at most five, as the browser reports them). */
  readonly sources: readonly ShiftSource[];
}

/** A rectangle in CSS px, rounded, relative to the viewport. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One element a layout shift moved: `tag.class` and where it was before and after. */
export interface ShiftSource {
  readonly node: string;
  readonly previous: Rect;
  readonly current: Rect;
}

/** The document was wider than the screen: a phone would zoom it out or scroll it sideways. */
export interface Overflow {
  readonly page: string;
  readonly scrollWidth: number;
  readonly viewportWidth: number;
  /** The outermost elements that stick out, as `tag.class (right edge)`. */
  readonly widest: readonly string[];
}

const BINDING = '__e2ePageHealth';

/** How often the width is looked at; an overflow counts once seen twice in a row (not a one-frame state). */
const OVERFLOW_SAMPLE_MS = 250;

// Runs in every page and frame before the page's own scripts (CDP, so the CSP does not apply).
// The viewport is the smaller of the layout width and the screen: a mobile browser widens its
// layout viewport to the content (zooming out), where `innerWidth` alone would grow with it.
const OBSERVER = `(() => {
  if (window.top !== window || location.protocol === 'about:') return;
  const report = (kind, data) => window.${BINDING}({ kind, ...data });
  const pageOf = () => location.pathname + location.search;
  // One id per document: two tabs showing the same address are two page loads, never one window.
  const documentId = Math.random().toString(36).slice(2);
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '?';
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\\s+/).filter(Boolean).slice(0, 2) : [];
    return node.tagName.toLowerCase() + classes.map((name) => '.' + name).join('');
  };
  const rect = (box) => box
    ? { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }
    : { x: 0, y: 0, width: 0, height: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      report('shift', {
        page: pageOf(),
        document: documentId,
        at: performance.timeOrigin + entry.startTime,
        sinceLoad: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((source) => ({
          node: describe(source.node),
          previous: rect(source.previousRect),
          current: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const reported = new Set();
  let seenBefore = '';
  setInterval(() => {
    const root = document.scrollingElement;
    if (!root || !document.body) return;
    const viewportWidth = Math.min(document.documentElement.clientWidth, screen.width);
    const page = pageOf();
    if (root.scrollWidth <= viewportWidth) {
      seenBefore = '';
      return;
    }
    const key = page + ' ' + viewportWidth;
    if (seenBefore !== key) {
      seenBefore = key;
      return;
    }
    if (reported.has(key)) return;
    reported.add(key);
    const widest = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const parent = element.parentElement && element.parentElement.getBoundingClientRect();
      if (box.width > 0 && box.right > viewportWidth + 1 && !(parent && parent.right > viewportWidth + 1)) {
        widest.push(describe(element) + ' (' + Math.round(box.right) + ' px)');
      }
      if (widest.length >= 5) break;
    }
    report('overflow', { page, scrollWidth: root.scrollWidth, viewportWidth, widest });
  }, ${OVERFLOW_SAMPLE_MS});
})();`;

type Report = ({ kind: 'shift' } & LayoutShift) | ({ kind: 'overflow' } & Overflow);

/**
 * What a visitor feels but a test does not click: layout shifts (CLS) and a page wider than the
 * screen, on every page of a browser context, client navigations included
 * (docs/adr/0217-journey-page-checks.md). The journeys' fixture fails a test on a page whose
 * cumulative layout shift is over `MAX_LAYOUT_SHIFT`, or that was ever wider than its viewport.
 */
export class PageHealth {
  readonly shifts: LayoutShift[] = [];
  readonly overflows: Overflow[] = [];

  static async install(context: BrowserContext): Promise<PageHealth> {
    const health = new PageHealth();
    await context.exposeBinding(BINDING, (_source, report: Report) => health.record(report));
    await context.addInitScript({ content: OBSERVER });
    return health;
  }

  /**
   * The cumulative layout shift of each page, as Core Web Vitals count it: the largest session
   * window (shifts less than 1 s apart, at most 5 s long) of that page.
   */
  layoutShiftByPage(): Map<string, number> {
    const byPage = new Map<string, LayoutShift[]>();
    // Windows are per document (a tab's page load); a page's score is its worst document's.
    for (const shift of this.shifts) {
      const key = `${shift.document} ${shift.page}`;
      byPage.set(key, [...(byPage.get(key) ?? []), shift]);
    }
    const scores = new Map<string, number>();
    for (const [key, shifts] of byPage) {
      const page = key.slice(key.indexOf(' ') + 1);
      scores.set(page, Math.max(scores.get(page) ?? 0, largestSessionWindow(shifts)));
    }
    return scores;
  }

  /** Looks at the width of every open page once more: the last page of a test may end before a sample. */
  async checkOpenPages(context: BrowserContext): Promise<void> {
    await Promise.all(context.pages().map((page) => this.checkWidth(page)));
  }

  private async checkWidth(page: Page): Promise<void> {
    const overflow = await page
      .evaluate(() => {
        const root = document.scrollingElement;
        // A tab that has not loaded a page yet has nothing to measure.
        if (!root || location.protocol === 'about:') return undefined;
        const viewportWidth = Math.min(document.documentElement.clientWidth, screen.width);
        return root.scrollWidth > viewportWidth
          ? { page: location.pathname + location.search, scrollWidth: root.scrollWidth, viewportWidth, widest: [] }
          : undefined;
      })
      // A page that is closing or navigating has nothing to measure.
      .catch(() => undefined);
    if (
      overflow !== undefined &&
      !this.overflows.some((known) => known.page === overflow.page && known.viewportWidth === overflow.viewportWidth)
    ) {
      this.overflows.push(overflow);
    }
  }

  /** Every shift observed, in order, as `page: describeShift(…)` (for `E2E_LOG_SHIFTS=1`). */
  shiftLog(): string[] {
    return [...this.shifts].sort((a, b) => a.at - b.at).map((shift) => `${shift.page}: ${describeShift(shift)}`);
  }

  /**
   * One line per page over the layout-shift limit or wider than its viewport. A page's line lists
   * its shifts (largest first), each with what moved from where to where, so a CI log alone tells
   * what moved and by how much.
   */
  failures(): string[] {
    const lines: string[] = [];
    for (const [page, score] of this.layoutShiftByPage()) {
      if (score <= MAX_LAYOUT_SHIFT) continue;
      const shifts = this.shifts
        .filter((shift) => shift.page === page)
        .sort((a, b) => b.value - a.value)
        .slice(0, MAX_SHIFTS_LISTED);
      lines.push(
        `${page}: cumulative layout shift ${score.toFixed(3)} > ${MAX_LAYOUT_SHIFT}; shifts: ${shifts.map(describeShift).join('; ')}`,
      );
    }
    for (const overflow of this.overflows) {
      lines.push(
        `${overflow.page}: ${overflow.scrollWidth} px wide on a ${overflow.viewportWidth} px viewport (sticking out: ${overflow.widest.join(', ')})`,
      );
    }
    return lines;
  }

  private record(report: Report): void {
    if (report.kind === 'shift') {
      const { kind: _kind, ...shift } = report;
      this.shifts.push(shift);
    } else {
      const { kind: _kind, ...overflow } = report;
      this.overflows.push(overflow);
    }
  }
}

/** How many of a failing page's shifts its failure line lists. */
const MAX_SHIFTS_LISTED = 6;

const describeRect = (rect: Rect): string => `(${rect.x},${rect.y} ${rect.width}x${rect.height})`;

/** `0.031 at 2480 ms: section.tr-cookie-consent (0,700 1280x80) → (0,720 1280x80)`. */
export function describeShift(shift: Pick<LayoutShift, 'value' | 'sinceLoad' | 'sources'>): string {
  const moved = shift.sources.map((source) => `${source.node} ${describeRect(source.previous)} → ${describeRect(source.current)}`);
  return `${shift.value.toFixed(3)} at ${shift.sinceLoad} ms: ${moved.length > 0 ? moved.join(', ') : 'no source reported'}`;
}

/** web-vitals' CLS: shifts grouped into windows (gap under 1 s, span at most 5 s); the largest window's sum. */
export function largestSessionWindow(shifts: readonly Pick<LayoutShift, 'at' | 'value'>[]): number {
  const sorted = [...shifts].sort((a, b) => a.at - b.at);
  let largest = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of sorted) {
    if (shift.at - previous < 1000 && shift.at - windowStart < 5000) {
      windowValue += shift.value;
    } else {
      windowValue = shift.value;
      windowStart = shift.at;
    }
    previous = shift.at;
    largest = Math.max(largest, windowValue);
  }
  return largest;
}
