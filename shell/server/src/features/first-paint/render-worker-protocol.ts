/** Messages between the render pool (main thread) and its workers (render-worker.ts). */

export interface RenderWorkerData {
  /** `render-worker.ts`, loaded through tsx by the boot file (the site server runs its TypeScript with tsx). */
  readonly entry: string;
  readonly tsconfig: string;
  readonly dataDir: string;
  readonly localesDir: string;
}

export type ToWorker =
  | {
      readonly type: 'render';
      readonly id: number;
      readonly url: string;
      readonly remote: string;
      readonly module: string;
      readonly manifestUrl: string;
    }
  | { readonly type: 'abort'; readonly id: number }
  | {
      readonly type: 'api-answer';
      readonly id: number;
      readonly status: number;
      readonly contentType: string;
      readonly retryAfter?: string | undefined;
      readonly body: string | null;
      /** The call failed on the main thread (aborted, the API unreachable). */
      readonly error?: string | undefined;
    };

export type FromWorker =
  | { readonly type: 'ready' }
  | { readonly type: 'warn'; readonly message: string }
  | {
      readonly type: 'api';
      readonly id: number;
      readonly method: string;
      readonly path: string;
      readonly contentType: string | null;
      readonly body: string | undefined;
    }
  | { readonly type: 'api-abort'; readonly id: number }
  | {
      readonly type: 'rendered';
      readonly id: number;
      readonly outcome: 'ok';
      readonly html: string;
      /** The state block as the page embeds it (`jsonForScript`). */
      readonly stateJson: string;
      readonly notFound: boolean;
      readonly styleAttributeHashes: readonly string[];
    }
  | {
      readonly type: 'rendered';
      readonly id: number;
      /** No server bundle for the page; the time box ended it; it threw. */
      readonly outcome: 'no-bundle' | 'aborted' | 'failed';
      readonly error?: string | undefined;
    };
