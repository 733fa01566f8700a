import type { Page } from '@playwright/test';
import { describeViolation, type CspViolationLog } from './csp-violations';

export interface BrowserProblem {
  readonly kind: 'console-error' | 'page-error' | 'csp-violation';
  readonly text: string;
  readonly url: string;
}

/**
 * Collects what a user never sees but a broken page leaves behind: console errors, uncaught
 * exceptions and CSP violations (of every page of the context). Journeys assert the list is empty
 * (or holds only what they caused on purpose); a CSP violation also fails the test by itself
 * (the `cspViolations` fixture).
 */
export class BrowserProblems {
  readonly list: BrowserProblem[] = [];

  constructor(page: Page, cspViolations?: CspViolationLog) {
    cspViolations?.onViolation((violation) => {
      this.list.push({ kind: 'csp-violation', text: describeViolation(violation), url: violation.documentUrl });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') {
        this.list.push({ kind: 'console-error', text: message.text(), url: message.location().url });
      }
    });
    page.on('pageerror', (error) => {
      this.list.push({ kind: 'page-error', text: `${error.name}: ${error.message}`, url: page.url() });
    });
  }

  /** Problems not explained by `expected` (e.g. the failed requests of a route a test blocked). */
  unexpected(expected: (problem: BrowserProblem) => boolean = () => false): BrowserProblem[] {
    return this.list.filter((problem) => !expected(problem));
  }

  clear(): void {
    this.list.length = 0;
  }
}
