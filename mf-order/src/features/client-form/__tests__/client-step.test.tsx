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
  const { unmount } = renderWithProviders(<ClientStep order={order} onDone={onDone} />, { i18n });
  return Object.assign(onDone, { unmount });
};
const savedDraft = (call: [string, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown;
const hideTab = () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
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

  describe('a draft typed just before the page is left is not lost', () => {
    const typeSurname = async () => {
      const user = userEvent.setup();
      fetchMock.mockImplementation(async (url) =>
        url.includes('nationality-list') ? answer(200, NATIONALITIES) : answer(200, { saved: true, issues: [] }),
      );
      const step = renderStep();
      const group = await screen.findByRole('group', { name: 'Osoba rezerwująca' });
      await user.type(within(group).getByLabelText(/^Nazwisko/), 'Nowak');
      return { user, group, step };
    };
    const typedSurname = { orderId: ORDER_ID, client: { booker: { lastName: 'Nowak' }, participants: [] } };

    it('sends it at once, in a request that outlives the page, when the page is left (a reload)', async () => {
      await typeSurname();
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      await waitFor(() => expect(draftCalls()).toHaveLength(1));
      expect(draftCalls()[0]?.[1]).toMatchObject({ method: 'PATCH', keepalive: true, credentials: 'include' });
      expect(savedDraft(draftCalls()[0])).toEqual(typedSurname);
    });

    it('sends it at once when the tab is hidden, and not again when typing pauses', async () => {
      const { user, group } = await typeSurname();
      hideTab();
      await waitFor(() => expect(draftCalls()).toHaveLength(1));
      expect(draftCalls()[0]?.[1]).toMatchObject({ keepalive: true });
      await user.type(within(group).getByLabelText(/^Miejscowość/), 'Gdańsk');
      await waitFor(() => expect(draftCalls()).toHaveLength(2), { timeout: 5000 });
      expect(savedDraft(draftCalls()[1])).toEqual({
        orderId: ORDER_ID,
        client: { booker: { lastName: 'Nowak', city: 'Gdańsk' }, participants: [] },
      });
    });

    it('sends it when the step closes before typing paused', async () => {
      const { step } = await typeSurname();
      step.unmount();
      await waitFor(() => expect(draftCalls()).toHaveLength(1));
      expect(savedDraft(draftCalls()[0])).toEqual(typedSurname);
    });

    it('sends nothing when the page is left with everything saved', async () => {
      const { user, group } = await typeSurname();
      await waitFor(() => expect(draftCalls()).toHaveLength(1), { timeout: 5000 });
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      hideTab();
      // The next call is the next change's: leaving the page added none between them.
      await user.type(within(group).getByLabelText(/^Miejscowość/), 'Gdańsk');
      hideTab();
      await waitFor(() => expect(draftCalls()).toHaveLength(2));
      expect(savedDraft(draftCalls()[1])).toEqual({
        orderId: ORDER_ID,
        client: { booker: { lastName: 'Nowak', city: 'Gdańsk' }, participants: [] },
      });
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
