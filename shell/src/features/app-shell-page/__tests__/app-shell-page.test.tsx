import { screen, waitFor } from '@testing-library/react';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { AppShellPage } from '../app-shell-page';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});

function memory(initial: string | null = null) {
  let value = initial;
  return { get: () => value, set: (next: string) => void (value = next) };
}

function renderAt(props: Partial<Parameters<typeof AppShellPage>[0]> & { server: () => Promise<string> }) {
  const reload = jest.fn();
  const reloadedFor = props.reloadedFor ?? memory();
  renderWithProviders(
    <AppShellPage
      runningBuildId={props.runningBuildId ?? 'build-7'}
      fetchServerBuildId={props.server}
      reload={reload}
      pageViewCount={() => 3}
      reloadedFor={reloadedFor}
    />,
    { i18n, route: '/_app/' },
  );
  return { reload, reloadedFor };
}

describe('/_app/: the application shell and the build it runs', () => {
  it('shows the running build, the server build and the page views of the tab, and stays when they agree', async () => {
    const { reload } = renderAt({ server: async () => 'build-7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wersja serwisu' })).toBeInTheDocument();
    expect(screen.getByTestId('app-shell-running')).toHaveTextContent('build-7');
    expect(await screen.findByText('Masz najnowszą wersję serwisu.')).toBeInTheDocument();
    expect(screen.getByTestId('app-shell-server')).toHaveTextContent('build-7');
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when the server serves another build', async () => {
    const { reload, reloadedFor } = renderAt({ server: async () => 'build-8' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(reloadedFor.get()).toBe('build-8');
    expect(screen.getByRole('status')).toHaveTextContent('Dostępna jest nowa wersja serwisu. Wczytujemy ją…');
  });

  it('does not reload again for a build it already reloaded for (a stale cache would loop)', async () => {
    const { reload } = renderAt({ server: async () => 'build-8', reloadedFor: memory('build-8') });
    expect(await screen.findByText(/nie dotarła jeszcze do Twojej przeglądarki/)).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the server build is unknown when the check fails, and logs it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload } = renderAt({ server: async () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('Nie udało się sprawdzić')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Error in build-id fetch' }));
    expect(reload).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('compares nothing in a development shell', async () => {
    const { reload } = renderAt({ runningBuildId: 'development', server: async () => 'build-8' });
    expect(await screen.findByText('Masz najnowszą wersję serwisu.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
