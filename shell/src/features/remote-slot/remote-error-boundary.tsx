import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isNetworkFailure, reportRemoteError, SharedRequirementError } from '@travel/federation';
import { RemoteFallback } from './remote-fallback';

export interface RemoteErrorBoundaryProps {
  /** `hotel/HotelPage`, for the error report. */
  id: string;
  /** When it changes (a navigation) a failed slot clears itself and calls `onRetry`. */
  resetKey?: string | undefined;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote's load failure or render crash, reports it once and shows the fallback. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // A remote the shell cannot serve (ADR 0210) failed to load: its code never ran.
    const loadFailure = isNetworkFailure(error) || error instanceof SharedRequirementError;
    reportRemoteError({ id: this.props.id, phase: loadFailure ? 'load' : 'render', error });
    void info;
  }

  override componentDidUpdate(prevProps: RemoteErrorBoundaryProps): void {
    if (this.state.failed && prevProps.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = (): void => {
    this.setState({ error: null, failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    return this.state.failed ? <RemoteFallback onRetry={this.retry} /> : this.props.children;
  }
}
