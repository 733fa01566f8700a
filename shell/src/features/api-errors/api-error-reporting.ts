import type { ApiErrorEvent, ToastInput } from '@travel/contracts/events';
import type { EventBus } from '@travel/event-bus';

export interface ApiErrorReportingDeps {
  bus: EventBus;
  /** `production` hides the developer toast; every other environment shows it. */
  environment: string;
  /** Sends the report to error reporting (Sentry). */
  capture: (message: string, extra: Record<string, unknown>) => void;
  showToast: (toast: ToastInput) => void;
  /** The translated title of the toast's link to the failed call. */
  apiLinkTitle: () => string;
}

/**
 * docs/product/errors.md: reported with message, request data, method, url and route;
 * on non-production hosts also an error toast with the message and a link to the call.
 * Returns the unsubscribe.
 */
export function connectApiErrorReporting(deps: ApiErrorReportingDeps): () => void {
  return deps.bus.on('api:error', (report: ApiErrorEvent) => {
    deps.capture(report.message, {
      method: report.method,
      url: report.url,
      status: report.status,
      request: report.request,
      route: report.route,
    });
    if (deps.environment === 'production') return;
    deps.showToast({
      id: `api-error:${report.method}:${report.url}`,
      message: `${report.method} ${report.status}: ${report.message}`,
      type: 'error',
      module: 'api',
      timeOut: 10_000,
      link: { href: report.url, title: deps.apiLinkTitle() },
    });
  });
}
