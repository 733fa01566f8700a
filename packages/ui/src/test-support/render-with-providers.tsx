import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from '@travel/i18n';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Test support, not shipped in any bundle: one way for every component test to give a component
 * what the shell gives it at run time (the query cache, the translations, a router).
 */

export interface ProvidersOptions {
  /** The test's translations (`createTestI18n` of `@travel/i18n/testing`). */
  readonly i18n: I18nInstance;
  /** A client the test inspects or shares between renders; by default a fresh one that never retries. */
  readonly queryClient?: QueryClient;
  /** Renders inside a `MemoryRouter` at this address; leave it out when the element has its own router. */
  readonly route?: string;
}

/** A query client that fails a call at once instead of retrying it three times. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders `ui` with the query cache, the translations and, when asked, a router at `route`. */
export function renderWithProviders(ui: ReactNode, options: ProvidersOptions): RenderResult & { queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routed = options.route === undefined ? ui : <MemoryRouter initialEntries={[options.route]}>{ui}</MemoryRouter>;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={options.i18n}>{routed}</I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
