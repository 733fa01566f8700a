import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import { resetOrderStore, useOrderStore } from '../../../order-store';
import { answer, NATIONALITIES, ORDER_ID, orderFixture } from '../../../test-support/order-fixture';
import { ClientStep } from '../client-step';
import { renderWithProviders } from '@travel/ui/testing';

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['order']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  resetOrderStore();
  fetchMock.mockReset();
});

const order = orderFixture({
  party: { adults: 1, children: [], counted: { adults: 1, children: 0, infants: 0 } },
});
const draftCalls = () =>
  fetchMock.mock.calls.filter(([url, init]) => url.endsWith('/purchase/order/reservation/client/') && init?.method === 'PATCH');

const renderStep = (onDone = jest.fn()) => {
  useOrderStore.getState().hydrate({ orderId: ORDER_ID, draft: order.client.draft });
  renderWithProviders(<ClientStep order={order} onDone={onDone} />, { i18n });
  return onDone;
};

describe('ClientStep', () => {
  it('saves the draft to the server once typing pauses, with what was typed', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url) =>
      url.includes('nationality-list') ? answer(200, NATIONALITIES) : answer(200, { saved: true, issues: [] }),
    );
    renderStep();
    const group = await screen.findByRole('group', { name: 'Osoba rezerwująca' });
    await user.type(within(group).getByLabelText(/^Miejscowość/), 'Gdańsk');
    await waitFor(() => expect(draftCalls()).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse(String(draftCalls()[0]?.[1]?.body))).toEqual({
      orderId: ORDER_ID,
      client: { booker: { city: 'Gdańsk' }, participants: [] },
    });
  });

  it("shows the server's 400 in Polish, naming each field, and stays on the step", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url, init) => {
      if (url.includes('nationality-list')) return answer(200, NATIONALITIES);
      if (init?.method === 'POST')
        return answer(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'participants.0.birthDate: adult-too-young',
          parameter: 'participants.0.birthDate',
          fields: [{ parameter: 'participants.0.birthDate', message: 'adult-too-young' }],
        });
      return answer(200, { saved: true, issues: [] });
    });
    const onDone = renderStep();
    useOrderStore.getState().updateClient(() => ({
      booker: {
        firstName: 'Jan',
        lastName: 'Nowak',
        email: 'jan@example.pl',
        phone: '600100200',
        street: 'Polna 1',
        postalCode: '00-950',
        city: 'Gdańsk',
      },
      participants: [{ firstName: 'Jan', lastName: 'Nowak', birthDate: '1990-01-01', nationality: 'PL' }],
    }));
    await user.click(await screen.findByRole('button', { name: 'Potwierdź dane' }));
    expect(await screen.findByText('Uczestnik 1 – Data urodzenia: Osoba dorosła musi mieć ukończone 18 lat w dniu wyjazdu.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends begin_checkout once when the first step opens, with the order total and its offer', async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    try {
      fetchMock.mockImplementation(async () => answer(200, NATIONALITIES));
      renderStep();
      await screen.findByRole('group', { name: 'Osoba rezerwująca' });
      expect(events).toHaveLength(1);
      const event = analyticsEventSchema.parse(events[0]);
      expect(event).toEqual({
        event: 'begin_checkout',
        ecommerce: {
          currency: 'PLN',
          value: order.price.total,
          items: [
            expect.objectContaining({ item_id: order.offer.hash, item_name: order.offer.hotelName, price: order.offer.pricePerPerson }),
          ],
        },
      });
    } finally {
      off();
    }
  });
});
