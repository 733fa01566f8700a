import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { uiStore } from '../../../store/ui-store';
import { ToastsRegion } from '../toasts-region';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => uiStore.getState().clearToasts());
afterEach(() => jest.useRealTimers());

const renderRegion = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ToastsRegion />
    </I18nextProvider>,
  );

describe('ToastsRegion', () => {
  it('keeps a polite live region at bottom-center even when empty', () => {
    renderRegion();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-position', 'bottom-center');
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toBeInTheDocument();
  });

  it('shows a toast and hides it after its timeOut', () => {
    jest.useFakeTimers();
    renderRegion();
    act(() => uiStore.getState().showToast({ id: 'a', message: 'Dodano do ulubionych' }));
    expect(screen.getByRole('status')).toHaveTextContent('Dodano do ulubionych');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Dodano do ulubionych')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Dodano do ulubionych')).not.toBeInTheDocument();
  });

  it('keeps a toast with timeOut 0 until it is closed with its button', async () => {
    const user = userEvent.setup();
    renderRegion();
    act(() =>
      uiStore.getState().showToast({
        id: 'b',
        message: 'Błąd zapisu',
        type: 'error',
        timeOut: 0,
        link: { href: '/api/x', title: 'Link do zapytania API' },
      }),
    );
    const toast = screen.getByRole('alert');
    expect(within(toast).getByRole('link', { name: 'Link do zapytania API' })).toHaveAttribute('href', '/api/x');
    await user.click(within(toast).getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.queryByText('Błąd zapisu')).not.toBeInTheDocument();
  });

  it('restarts the timer when a toast is replaced by one with the same id', () => {
    jest.useFakeTimers();
    renderRegion();
    act(() => uiStore.getState().showToast({ id: 'c', message: 'Pierwsza' }));
    act(() => jest.advanceTimersByTime(4000));
    act(() => uiStore.getState().showToast({ id: 'c', message: 'Druga' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Druga')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Druga')).not.toBeInTheDocument();
  });

  it('places a toast in its own position group', () => {
    renderRegion();
    act(() => uiStore.getState().showToast({ id: 'd', message: 'Na górze', position: 'top-right', timeOut: 0 }));
    const groups = screen.getAllByRole('status');
    expect(groups.map((g) => g.getAttribute('data-position'))).toEqual(['top-right', 'bottom-center']);
    expect(groups[0]).toHaveTextContent('Na górze');
  });
});
