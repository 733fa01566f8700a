import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { SharedRequirementError, setRemoteErrorReporter, type RemoteErrorReport } from '@travel/federation';
import { RemoteSlot } from '../remote-slot';
import { RemoteLoaderContext, type RemoteModuleLoader } from '../remote-loader';

function HotelPage() {
  const { t } = useTranslation('error');
  return <h1>{`Hotel ${t('retry')}`}</h1>;
}

function Crashing(): never {
  throw new Error('remote crashed while rendering');
}

let i18n: I18nInstance;
let reports: RemoteErrorReport[];

beforeAll(async () => {
  i18n = await createTestI18n();
});

beforeEach(() => {
  reports = [];
  setRemoteErrorReporter((report) => reports.push(report));
});

afterEach(() => setRemoteErrorReporter(null));

function renderSlot(load: RemoteModuleLoader, resetKey?: string) {
  const ui = (key?: string) => (
    <I18nextProvider i18n={i18n}>
      <RemoteLoaderContext.Provider value={load}>
        <p>header stays</p>
        <RemoteSlot remote="hotel" module="HotelPage" resetKey={key} />
      </RemoteLoaderContext.Provider>
    </I18nextProvider>
  );
  // The boundary reports; like the shell's root, the test root does not log caught errors again.
  const result = render(ui(resetKey), { onCaughtError: () => undefined });
  return { ...result, rerenderWith: (key: string) => result.rerender(ui(key)) };
}

const networkError = () => Object.assign(new Error('Loading chunk 183 failed.'), { name: 'ChunkLoadError' });

describe('RemoteSlot', () => {
  it('shows a skeleton, then the named export of the remote module', async () => {
    let resolve!: (value: Record<string, unknown>) => void;
    const load = jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>(() => new Promise((r) => (resolve = r)));
    renderSlot(load);
    expect(screen.getByTestId('remote-skeleton')).toHaveTextContent('Ładowanie…');
    await act(async () => resolve({ HotelPage }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hotel Spróbuj ponownie');
    expect(load).toHaveBeenCalledWith('hotel', 'HotelPage');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('shows the Polish fallback when the remote cannot be loaded, reports it, and retries on click', async () => {
    const load = jest
      .fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ HotelPage });
    renderSlot(load);

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Ta część strony chwilowo nie działa');
    expect(screen.getByText('header stays')).toBeInTheDocument();
    expect(reports).toEqual([expect.objectContaining({ id: 'hotel/HotelPage', phase: 'load' })]);

    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hotel');
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback for a remote the shell cannot serve and reports the unmet requirement as a load failure', async () => {
    const unmet = new SharedRequirementError('hotel', [{ package: '@travel/ui', required: '^1.1.0', provided: '1.0.0' }]);
    renderSlot(jest.fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>().mockRejectedValue(unmet));
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('Ta część strony chwilowo nie działa');
    expect(screen.getByText('header stays')).toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({
        id: 'hotel/HotelPage',
        phase: 'load',
        error: expect.objectContaining({ message: 'hotel requires @travel/ui ^1.1.0, the shell provides 1.0.0' }),
      }),
    ]);
  });

  it('contains a render crash of the remote in its slot and reports it as a render error', async () => {
    const load: RemoteModuleLoader = () => Promise.resolve({ HotelPage: Crashing });
    renderSlot(load);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('header stays')).toBeInTheDocument();
    expect(reports).toEqual([
      expect.objectContaining({ phase: 'render', error: expect.objectContaining({ message: 'remote crashed while rendering' }) }),
    ]);
  });

  it('fails with the fallback when the module lacks the named export', async () => {
    renderSlot(() => Promise.resolve({ default: HotelPage }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(reports[0]?.error).toEqual(expect.objectContaining({ message: 'hotel/HotelPage has no export named HotelPage' }));
  });

  it('loads again after a failure when the user navigates (reset key changes)', async () => {
    const load = jest
      .fn<ReturnType<RemoteModuleLoader>, Parameters<RemoteModuleLoader>>()
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ HotelPage });
    const { rerenderWith } = renderSlot(load, '/hotel/a/');
    await screen.findByTestId('remote-fallback');
    rerenderWith('/hotel/b/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hotel'));
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('draws a page shown before at once when it is shown again, without a skeleton (a back navigation)', async () => {
    function HomePage() {
      return <h1>Strona główna</h1>;
    }
    const load: RemoteModuleLoader = async (_remote, module) => (module === 'HomePage' ? { HomePage } : { HotelPage });
    const slot = (remote: string, module: string) => (
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderContext.Provider value={load}>
          <RemoteSlot remote={remote} module={module} />
        </RemoteLoaderContext.Provider>
      </I18nextProvider>
    );
    const { rerender } = render(slot('search', 'HomePage'));
    expect(await screen.findByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    rerender(slot('hotel', 'HotelPage'));
    expect(await screen.findByRole('heading', { name: /^Hotel/ })).toBeInTheDocument();
    // Synchronously: no skeleton in between, as React draws a back navigation.
    rerender(slot('search', 'HomePage'));
    expect(screen.getByRole('heading', { name: 'Strona główna' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-skeleton')).not.toBeInTheDocument();
  });
});
