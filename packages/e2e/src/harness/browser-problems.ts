import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { describeViolation, type CspViolationLog } from './csp-violations';

export interface BrowserProblem {
  readonly kind: 'console-error' | 'page-error' | 'csp-violation' | 'hydration-warning' | 'unused-preload';
  readonly text: string;
  readonly url: string;
}

/**
 * React's hydration mismatches and retried boundaries (#418-#425), whether reported as an error or
 * logged as a warning: the server's markup was thrown away and drawn again.
 */
const HYDRATION_WARNING = /hydrat|react\.dev\/errors\/4(1[89]|2[0-5])\b/i;
/** Chromium's warning for a `<link rel="preload">` nothing used: the page preloads what it does not need. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

/**
 * Collects what a user never sees but a broken page leaves behind: console errors, uncaught
 * exceptions, hydration warnings, unused preloads and CSP violations, of one page or of every page
 * of a browser context. Journeys assert the list is empty, or hold only what they caused on
 * purpose: a predicate given to `unexpected` explains those problems for good, and the journeys'
 * fixture fails the test at its end on any problem left unexplained
 * (docs/adr/0217-journey-page-checks.md).
 */
export class BrowserProblems {
  readonly list: BrowserProblem[] = [];
  private readonly explained: Array<(problem: BrowserProblem) => boolean> = [];

  constructor(target: Page | BrowserContext, cspViolations?: CspViolationLog) {
    cspViolations?.onViolation((violation) => {
      this.list.push({ kind: 'csp-violation', text: describeViolation(violation), url: violation.documentUrl });
    });
    target.on('console', (message: ConsoleMessage) => this.onConsole(message));
    if (isPage(target)) {
      target.on('pageerror', (error) => this.onPageError(error, target.url()));
    } else {
      target.on('weberror', (webError) => this.onPageError(webError.error(), webError.page()?.url() ?? ''));
    }
  }

  /** Problems matching `expected` are caused by the test on purpose: the end-of-test check passes them. */
  explain(expected: (problem: BrowserProblem) => boolean): void {
    this.explained.push(expected);
  }

  /**
   * Problems not explained by `expected` (e.g. the failed requests of a route a test blocked) nor
   * by an earlier call; `expected` also explains them to the end-of-test check.
   */
  unexpected(expected?: (problem: BrowserProblem) => boolean): BrowserProblem[] {
    if (expected !== undefined) this.explain(expected);
    return this.list.filter((problem) => !this.explained.some((explains) => explains(problem)));
  }

  clear(): void {
    this.list.length = 0;
  }

  private onConsole(message: ConsoleMessage): void {
    const text = message.text();
    const url = message.location().url;
    if (message.type() === 'error') {
      this.list.push({ kind: HYDRATION_WARNING.test(text) ? 'hydration-warning' : 'console-error', text, url });
    } else if (message.type() === 'warning') {
      if (HYDRATION_WARNING.test(text)) this.list.push({ kind: 'hydration-warning', text, url });
      else if (UNUSED_PRELOAD.test(text)) this.list.push({ kind: 'unused-preload', text, url });
    }
  }

  private onPageError(error: Error, url: string): void {
    const text = `${error.name}: ${error.message}`;
    this.list.push({ kind: HYDRATION_WARNING.test(text) ? 'hydration-warning' : 'page-error', text, url });
  }
}

function isPage(target: Page | BrowserContext): target is Page {
  return 'mainFrame' in target;
}
