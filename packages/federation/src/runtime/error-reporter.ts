/**
 * Where remote failures go. The shell points this at its error reporting (Sentry) at start-up;
 * until then failures are logged as warnings, because a handled failure with a visible fallback
 * is not an uncaught error.
 */
export type RemoteErrorPhase = 'load' | 'render' | 'retry';

export interface RemoteErrorReport {
  /** `hotel/HotelPage`, or the manifest URL when the runtime knows nothing better. */
  id: string;
  phase: RemoteErrorPhase;
  error: unknown;
  /** Retry attempt (1-based) for `retry` reports. */
  attempt?: number;
}

export type RemoteErrorReporter = (report: RemoteErrorReport) => void;

const defaultReporter: RemoteErrorReporter = ({ id, phase, error, attempt }) => {
  console.warn(`[remote ${phase}] ${id}${attempt === undefined ? '' : ` (attempt ${attempt})`}`, error);
};

let reporter: RemoteErrorReporter = defaultReporter;
const reported = new WeakSet<object>();

/** True when the error already went to the reporter (so a root `onCaughtError` can skip it). */
export function wasReported(error: unknown): boolean {
  return typeof error === 'object' && error !== null && reported.has(error);
}

export function setRemoteErrorReporter(next: RemoteErrorReporter | null): void {
  reporter = next ?? defaultReporter;
}

export function reportRemoteError(report: RemoteErrorReport): void {
  if (typeof report.error === 'object' && report.error !== null) reported.add(report.error);
  try {
    reporter(report);
  } catch {
    // A broken reporter must not turn a handled failure into an uncaught one.
  }
}
