import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { RemoteVersions } from '../components/remote-versions';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['staff']);
});

const body = {
  remotes: [
    {
      name: 'hotel',
      version: 'h8',
      canary: { version: 'h9', percent: 10 },
      previous: ['h7'],
      history: [{ action: 'canary', version: 'h9', percent: 10, by: 'anna', at: '2026-11-26T10:00:00.000Z' }],
      requires: [
        { package: '@travel/ui', required: '^1.1.0', provided: '1.0.0', ok: false },
        { package: 'react', required: '19.3.1', provided: '19.3.1', ok: true },
      ],
      missingTexts: [{ namespace: 'hotel', keys: ['glance.heading', 'glance.link'] }],
    },
    {
      name: 'content',
      version: 'c3',
      canary: null,
      previous: [],
      history: [],
      requires: [],
      missingTexts: [],
    },
  ],
};

it('shows each remote’s live version, canary share, rollback target and shared versions required and provided', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => body })) as unknown as typeof fetch;
  renderWithProviders(<RemoteVersions />, { i18n });
  // Closed until asked for: nothing is read before.
  expect(globalThis.fetch).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Wersje mikrofrontendów' }));
  const hotel = await screen.findByTestId('remote-version-hotel');
  expect(within(hotel).getByText('h8')).toBeInTheDocument();
  expect(within(hotel).getByText('h9 dla 10% odwiedzających')).toBeInTheDocument();
  expect(within(hotel).getByText('h7')).toBeInTheDocument();
  const ui = within(hotel).getByRole('row', { name: /@travel\/ui/ });
  expect(
    within(ui)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['^1.1.0', '1.0.0', 'niezgodne']);
  expect(within(hotel).getByText('hotel: brak kluczy (2): glance.heading, glance.link')).toBeInTheDocument();
  expect(
    within(screen.getByTestId('remote-version-content')).getByText('wszystkie używane klucze są w tekstach witryny'),
  ).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('/remotes/deployments.json', expect.objectContaining({ credentials: 'same-origin' }));
});
