import type { Page } from '@playwright/test';

export interface BrowserProblem {
  readonly kind: 'console-error' | 'page-error';
  readonly text: string;
  readonly url: string;
}

/**
 * Collects what a user never sees but a broken page leaves behind: console errors and uncaught
 * exceptions. Journeys assert the list is empty (or holds only what they caused on purpose).
 */
export class BrowserProblems {
  readonly list: BrowserProblem[] = [];

  constructor(page: Page) {
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
