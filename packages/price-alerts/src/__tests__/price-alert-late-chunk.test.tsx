import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { createApiClient } from '@travel/api-client';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import { PriceAlert } from '../price-alert';

// Its own file: the form's chunk must not be here yet, as on a page opened a moment ago.
const api = createApiClient({ fetch: (() => Promise.reject(new Error('no call expected'))) as unknown as typeof fetch });

/** A listing re-renders the button with every answer it gets; here a button stands for that. */
function Page() {
  const [answers, setAnswers] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAnswers(answers + 1)}>
        nowa odpowiedź {answers}
      </button>
      <PriceAlert target={{ kind: 'offer', offerHash: 'abcd1234' }} api={api} />
    </>
  );
}

it('keeps what the shopper typed when the page re-renders after the form arrived late', async () => {
  const i18n = await createTestI18n(['common']);
  renderWithProviders(<Page />, { i18n });
  fireEvent.click(screen.getByRole('button', { name: 'Powiadom mnie, gdy cena spadnie' }));
  expect(screen.getByText('Ładowanie…')).toBeInTheDocument();
  fireEvent.change(await screen.findByLabelText('Adres e-mail'), { target: { value: 'anna@example.pl' } });

  fireEvent.click(screen.getByRole('button', { name: /^nowa odpowiedź/ }));
  expect(screen.getByRole('button', { name: 'nowa odpowiedź 1' })).toBeInTheDocument();
  expect(screen.getByLabelText('Adres e-mail')).toHaveValue('anna@example.pl');
});
