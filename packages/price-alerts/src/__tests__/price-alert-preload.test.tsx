import { act, fireEvent, screen } from '@testing-library/react';
import { createApiClient } from '@travel/api-client';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import { PriceAlert } from '../price-alert';

// Its own file: the form must not have been drawn yet in this module registry, as on a fresh page.
const api = createApiClient({ fetch: (() => Promise.reject(new Error('no call expected'))) as unknown as typeof fetch });

it('draws the form in the same render as the press once its chunk was fetched, with no loading text in between', async () => {
  const i18n = await createTestI18n(['common']);
  renderWithProviders(<PriceAlert target={{ kind: 'offer', offerHash: 'abcd1234' }} api={api} />, { i18n });
  const toggle = screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' });
  // Reaching the button with the keyboard fetches the form's chunk.
  fireEvent.focus(toggle);
  await act(async () => {
    await import('../price-alert-form');
  });

  fireEvent.click(toggle);
  // Asked without waiting: what the press's own render drew.
  expect(screen.queryByText('Ładowanie…')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Adres e-mail')).toBeInTheDocument();
});
