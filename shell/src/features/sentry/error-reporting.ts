import type { ErrorSink } from './init-sentry';

/**
 * Error reporting that costs a first paint nothing: Sentry is fetched and started only once the
 * page is interactive (docs/adr/0192-first-load-budget.md). Until then this module holds what
 * happened: uncaught errors, unhandled rejections and the shell's own reports (API failures). When
 * Sentry runs they are sent to it, each once, and from then on Sentry's own handlers catch errors.
 * With reporting off (no DSN) they are dropped.
 */

/** Enough for a broken start-up without growing without bound when something loops. */
export const MAX_EARLY_REPORTS = 30;

type EarlyReport = { kind: 'exception'; error: unknown } | { kind: 'message'; message: string; extra: Record<string, unknown> };

export interface ErrorReportingOptions {
  /** Where uncaught errors and unhandled rejections are heard (the window). */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Resolves when the page is interactive (`afterInteractive`). */
  interactive: Promise<void>;
  /** Starts Sentry (`initSentryFromPage`): the sink, or `null` when reporting is off. */
  start: () => Promise<ErrorSink | null>;
}

export interface ErrorReporting {
  /** A report of the shell's own (an API failure): queued until Sentry runs, dropped when it is off. */
  captureErrorMessage(message: string, extra: Record<string, unknown>): void;
  /** Settles when Sentry runs (true), is off or failed to load (false). */
  ready: Promise<boolean>;
}

export function createErrorReporting({ target, interactive, start }: ErrorReportingOptions): ErrorReporting {
  let early: EarlyReport[] | null = [];
  let sink: ErrorSink | null = null;
  const hold = (report: EarlyReport) => {
    if (early && early.length < MAX_EARLY_REPORTS) early.push(report);
  };
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    hold({ kind: 'exception', error: error ?? message });
  };
  const onRejection = (event: Event) => hold({ kind: 'exception', error: (event as PromiseRejectionEvent).reason });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stopListening = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };

  const ready = interactive.then(start).then(
    (started) => {
      // Sentry's handlers were installed by `init`, synchronously before this: an error can fall
      // neither between the two nor into both.
      stopListening();
      const held = early ?? [];
      early = null;
      sink = started;
      if (!sink) return false;
      for (const report of held) {
        if (report.kind === 'exception') sink.captureException(report.error);
        else sink.captureMessage(report.message, { level: 'error', extra: report.extra });
      }
      return true;
    },
    (error: unknown) => {
      stopListening();
      early = null;
      console.warn('Sentry init failed', error);
      return false;
    },
  );

  return {
    captureErrorMessage(message, extra) {
      if (sink) sink.captureMessage(message, { level: 'error', extra });
      else hold({ kind: 'message', message, extra });
    },
    ready,
  };
}

/**
 * Resolves after the `load` event, when the main thread is first idle (at most `timeoutMs` later):
 * hydration and the first data are done, and a download no longer competes with them.
 */
export function afterInteractive(win: Window = window, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
      else win.setTimeout(resolve, 0);
    };
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

let reporting: ErrorReporting | null = null;

/** Called first thing at start-up: begins holding errors and schedules Sentry. */
export function startErrorReporting(release: string): ErrorReporting {
  reporting ??= createErrorReporting({
    target: window,
    interactive: afterInteractive(),
    start: async () => (await import('./init-sentry')).initSentryFromPage(release),
  });
  return reporting;
}

/** The shell's own reports (API failures); a no-op outside a started page (tests, the server). */
export function captureErrorMessage(message: string, extra: Record<string, unknown>): void {
  reporting?.captureErrorMessage(message, extra);
}
