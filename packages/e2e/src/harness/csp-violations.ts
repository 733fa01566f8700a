import type { BrowserContext } from '@playwright/test';

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedUri: string;
  readonly sourceFile: string;
  readonly line: number;
  readonly sample: string;
  readonly documentUrl: string;
}

const BINDING = '__e2eCspViolation';

// Runs in every page and frame before the page's own scripts (CDP, so the CSP does not apply to
// it): every violation, enforced or reported, goes to the binding.
const LISTENER = `document.addEventListener('securitypolicyviolation', (event) => {
  window.${BINDING}({
    directive: event.effectiveDirective || event.violatedDirective,
    blockedUri: event.blockedURI,
    sourceFile: event.sourceFile,
    line: event.lineNumber,
    sample: event.sample,
    documentUrl: event.documentURI,
  });
}, true);`;

/**
 * Collects the CSP violations of every page of a browser context (docs/adr/0146): the journeys'
 * fixture fails the test on any it holds at the end that the test did not acknowledge.
 */
export class CspViolationLog {
  readonly list: CspViolation[] = [];
  private readonly listeners: Array<(violation: CspViolation) => void> = [];

  static async install(context: BrowserContext): Promise<CspViolationLog> {
    const log = new CspViolationLog();
    await context.exposeBinding(BINDING, (_source, violation: CspViolation) => log.record(violation));
    await context.addInitScript({ content: LISTENER });
    return log;
  }

  onViolation(listener: (violation: CspViolation) => void): void {
    this.listeners.push(listener);
  }

  /** Removes and returns the violations a test provoked on purpose. */
  acknowledge(expected: (violation: CspViolation) => boolean): CspViolation[] {
    const matched = this.list.filter(expected);
    const rest = this.list.filter((violation) => !expected(violation));
    this.list.splice(0, this.list.length, ...rest);
    return matched;
  }

  private record(violation: CspViolation): void {
    this.list.push(violation);
    for (const listener of this.listeners) listener(violation);
  }
}

export function describeViolation(violation: CspViolation): string {
  const where = violation.sourceFile ? ` at ${violation.sourceFile}:${violation.line}` : '';
  const sample = violation.sample ? ` "${violation.sample}"` : '';
  return `${violation.directive} refused ${violation.blockedUri || 'inline'}${where}${sample} on ${violation.documentUrl}`;
}
