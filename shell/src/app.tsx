import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, i18n } from '@travel/i18n';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from './query-client';
import { createAppRouter, type AppRouter } from './routes/create-app-router';

let browserRouter: AppRouter | undefined;
const getBrowserRouter = (): AppRouter => (browserRouter ??= createAppRouter());

export interface AppProps {
  /** Tests pass a memory router; the page uses one browser router for its whole life. */
  router?: AppRouter;
}

export function App({ router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router ?? getBrowserRouter()} />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
