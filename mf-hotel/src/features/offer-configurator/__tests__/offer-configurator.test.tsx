import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import { offerCalendarResponse, offerConfigResponse } from '@travel/contracts/api/offers';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import type { i18n as I18nInstance } from 'i18next';
import { OfferConfigurator, useHotelOfferConfig } from '..';
import available from './fixtures/config-available.json';
import unavailable from './fixtures/config-unavailable.json';

const AVAILABLE = offerConfigResponse.parse(available);
const UNAVAILABLE = offerConfigResponse.parse(unavailable);
const SAME = { departureCity: 'katowice', durationDays: 3, board: 'obiad', roomCode: 'DBL-SV', tourOperator: 'prestige-tours' };
/** March 2027 for the fixture's choices: the 20th keeps them, the 27th leaves only from Kraków for 8 days. */
const CALENDAR = offerCalendarResponse.parse({
  hotelId: AVAILABLE.hotelId,
  month: '2027-03',
  months: [{ month: '2027-03', priceFrom: 700, priceTotalFrom: 1400 }],
  days: [{ date: '2027-03-20', hash: 'same20aaaa', pricePerPerson: 700, priceTotal: 1400, ...SAME }],
  otherDays: [
    {
      date: '2027-03-27',
      hash: 'other27aaa',
      pricePerPerson: 500,
      priceTotal: 1000,
      ...SAME,
      departureCity: 'krakow',
      durationDays: 8,
      changes: ['departureCity', 'durationDays'],
    },
  ],
  cheapest: { date: '2027-03-20', hash: 'same20aaaa', pricePerPerson: 700, priceTotal: 1400, ...SAME },
});
/** The same month when the 24th has offers under the choices only from another operator (docs/adr/0346-price-calendar-by-operator.md). */
const OPERATOR_CALENDAR = offerCalendarResponse.parse({
  ...CALENDAR,
  otherDays: [
    {
      date: '2027-03-24',
      hash: 'other24aaa',
      pricePerPerson: 650,
      priceTotal: 1300,
      ...SAME,
      tourOperator: 'itaka',
      changes: ['tourOperator'],
    },
  ],
});
const ORDER_ID = '5b1c1e9e-2f6a-4c43-9d38-0c8d2b8f1f0a';

let i18n: I18nInstance;
let calls: { url: URL; method: string; body: unknown }[] = [];
let soldOut = false;
let calendarAnswer = CALENDAR;

beforeAll(async () => {
  i18n = await createTestI18n(['hotel']);
});

// jsdom has no Response: the client reads only the status and the text.
const json = (body: unknown, status = 200): Response =>
  ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

beforeEach(() => {
  calls = [];
  soldOut = false;
  calendarAnswer = CALENDAR;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (url.pathname === '/api/offers/offer/config/') {
      return json(url.searchParams.get('boardId') === 'all-inclusive' ? UNAVAILABLE : AVAILABLE);
    }
    if (url.pathname === '/api/offers/offer/availability/') {
      const selected = AVAILABLE.selected!;
      return json({
        offerHash: selected.hash,
        available: !soldOut,
        reason: soldOut ? 'places' : null,
        placesLeft: 5,
        party: AVAILABLE.party,
        pricePerPerson: selected.pricePerPerson,
        priceTotal: selected.priceTotal,
      });
    }
    if (url.pathname === '/api/purchase/create-offer-request/') return json({ orderId: ORDER_ID, state: 'new' }, 201);
    if (url.pathname === '/api/offers/offer/calendar/') return json(calendarAnswer);
    return json({ statusCode: 404, error: 'Not Found', message: 'no route' }, 404);
  }) as typeof fetch;
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function Configurator() {
  const state = useHotelOfferConfig(AVAILABLE.hotelId);
  return <OfferConfigurator hotelId={AVAILABLE.hotelId} state={state} />;
}

const START = '/hotel/grand-cristal/?wyjazd=katowice&termin=13.03.2027&dlugosc=3&wyzywienie=obiad&pokoj=DBL-SV';

function renderAt(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/hotel/:hotelSlug/" element={<Configurator />} />
            <Route path="/rezerwacja/:orderId/dane/" element={<p>Dane rezerwacji</p>} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const address = (): URL => new URL(screen.getByTestId('address').textContent ?? '', 'http://localhost');

describe('OfferConfigurator', () => {
  it('prices the configured offer for the whole party and per adult, fees included', async () => {
    renderAt(START);
    const offer = await screen.findByTestId('selected-offer');
    expect(within(offer).getByTestId('price-total').textContent).toBe('1\u00a0524\u00a0zł');
    expect(within(offer).getByTestId('price-per-person').textContent).toBe('762\u00a0zł');
    expect(within(offer).getByText('za 2 osoby')).toBeInTheDocument();
    expect(within(offer).getByText('Cena zawiera wszystkie opłaty obowiązkowe.')).toBeInTheDocument();
    const config = calls.find((call) => call.url.pathname === '/api/offers/offer/config/');
    expect(config?.url.searchParams.get('departureDateFrom')).toBe('2027-03-13');
    expect(config?.url.searchParams.get('roomCode')).toBe('DBL-SV');
  });

  it('writes a choice into the address and asks the API for it; an unavailable one says so with alternatives', async () => {
    renderAt(START);
    await screen.findByTestId('selected-offer');
    await userEvent.selectOptions(screen.getByLabelText('Wyżywienie'), 'all-inclusive');
    expect(address().searchParams.get('wyzywienie')).toBe('all-inclusive');
    expect(
      await screen.findByText(
        'Ta kombinacja nie jest dostępna: nie ma wyjazdu w wybranym terminie z tym pokojem i wyżywieniem dla tylu osób.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.searchParams.get('boardId') === 'all-inclusive')).toBe(true);
    const alternative = screen.getByRole('button', { name: /^Inne wyżywienie: 13 marca 2027/ });
    // The alternative's price says whom it is for (docs/product/validation-and-display.md).
    expect(alternative.textContent).toMatch(/\d\u00a0zł za osobę dorosłą$/);
    await userEvent.click(alternative);
    expect(address().searchParams.get('wyzywienie')).toBe('obiad');
    expect(await screen.findByTestId('selected-offer')).toBeInTheDocument();
  });

  it('the price calendar prices the current choices; a day of other choices says what changes and changes nothing until confirmed', async () => {
    renderAt(START);
    await screen.findByTestId('selected-offer');
    await userEvent.click(screen.getByTestId('calendar-toggle'));
    await screen.findByRole('button', { name: '20 marca 2027: 700\u00a0zł' });
    expect(screen.getByRole('table', { name: /marzec 2027/ })).toHaveAccessibleDescription(
      'Ceny za osobę dorosłą, z opłatami obowiązkowymi.',
    );
    const asked = calls.find((call) => call.url.pathname === '/api/offers/offer/calendar/')?.url.searchParams;
    expect([asked?.get('departureCity'), asked?.get('durationDays'), asked?.get('boardId'), asked?.get('roomCode')]).toEqual([
      'katowice',
      '3',
      'obiad',
      'DBL-SV',
    ]);
    // A day under the current choices only sets the date, without a word.
    await userEvent.click(screen.getByRole('button', { name: /^20 marca 2027/ }));
    await waitFor(() => expect(address().searchParams.get('termin')).toBe('20.03.2027'));
    expect(screen.queryByTestId('calendar-change-notice')).toBeNull();
    const before = address().search;

    await userEvent.click(screen.getByTestId('calendar-toggle'));
    // The other day shows no price beside the current choices' prices.
    const other = await screen.findByRole('button', {
      name: '27 marca 2027: wyjazd tylko przy innym wyborze (miejsce wyjazdu, długość pobytu)',
    });
    expect(other.textContent).toBe('27zmiana');

    await userEvent.click(other);
    const notice = await screen.findByTestId('calendar-change-notice');
    expect(within(notice).getByRole('heading').textContent).toBe('Termin 27 marca 2027 zmieni Twój wybór');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Miejsce wyjazdu: Katowice → Kraków', 'Długość pobytu: 3 dni / 2 noce → 8 dni / 7 nocy']);
    expect(within(notice).getByRole('heading')).toHaveFocus();
    // Nothing changed yet.
    expect(address().search).toBe(before);

    await userEvent.click(within(notice).getByRole('button', { name: 'Zostaw obecny wybór' }));
    expect(screen.queryByTestId('calendar-change-notice')).toBeNull();
    expect(address().search).toBe(before);

    await userEvent.click(other);
    await userEvent.click(
      within(await screen.findByTestId('calendar-change-notice')).getByRole('button', { name: 'Zmień wybór i wybierz ten termin' }),
    );
    await waitFor(() => expect(address().searchParams.get('termin')).toBe('27.03.2027'));
    expect([address().searchParams.get('wyjazd'), address().searchParams.get('dlugosc')]).toEqual(['krakow', '8']);
    expect(screen.queryByTestId('calendar-change-notice')).toBeNull();
  });

  it('the price calendar is asked with the operator of the offer on screen; a day only of another operator names the operator change', async () => {
    calendarAnswer = OPERATOR_CALENDAR;
    renderAt(START);
    await screen.findByTestId('selected-offer');
    await userEvent.click(screen.getByTestId('calendar-toggle'));
    await screen.findByRole('button', { name: '20 marca 2027: 700 zł' });
    const asked = calls.find((call) => call.url.pathname === '/api/offers/offer/calendar/')?.url.searchParams;
    expect(asked?.get('tourOperator')).toBe('prestige-tours');
    const before = address().search;

    const other = screen.getByRole('button', { name: '24 marca 2027: wyjazd tylko przy innym wyborze (organizator)' });
    expect(other.textContent).toBe('24zmiana');
    await userEvent.click(other);
    const notice = await screen.findByTestId('calendar-change-notice');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Organizator: Prestige Tours → Itaka']);
    expect(address().search).toBe(before);

    await userEvent.click(within(notice).getByRole('button', { name: 'Zmień wybór i wybierz ten termin' }));
    await waitFor(() => expect(address().searchParams.get('termin')).toBe('24.03.2027'));
    // The operator is not a choice in the address; the other choices stay as they were.
    expect([...address().searchParams.keys()].sort()).toEqual(['dlugosc', 'pokoj', 'termin', 'wyjazd', 'wyzywienie']);
    expect(address().searchParams.get('wyjazd')).toBe('katowice');
  });

  it('adds a child by birth date to the party in the address; a birth date in the future is refused in Polish', async () => {
    renderAt(START);
    await screen.findByTestId('selected-offer');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    const birth = screen.getByLabelText('Data urodzenia dziecka 1');
    await userEvent.type(birth, '2099-01-01');
    expect(await screen.findByText('Podaj datę urodzenia dziecka, które w dniu wyjazdu nie skończy 18 lat.')).toBeInTheDocument();
    expect(birth).toHaveAttribute('aria-invalid', 'true');
    expect(address().searchParams.get('dzieci')).toBeNull();
    await userEvent.clear(birth);
    await userEvent.type(birth, '2020-03-15');
    await waitFor(() => expect(address().searchParams.get('dzieci')).toBe('15.03.2020'));
    expect(screen.getByText('6 lat na dzień wyjazdu')).toBeInTheDocument();
  });

  it("'Rezerwuj' checks availability, creates the order with the party (no price) and opens its first step", async () => {
    renderAt(`${START}&dorosli=3`);
    const offer = await screen.findByTestId('selected-offer');
    await userEvent.click(within(offer).getByRole('button', { name: 'Rezerwuj' }));
    expect(await screen.findByText('Dane rezerwacji')).toBeInTheDocument();
    expect(address().pathname).toBe(`/rezerwacja/${ORDER_ID}/dane/`);
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.pathname)).toEqual(['/api/offers/offer/availability/', '/api/purchase/create-offer-request/']);
    expect(posts[1]?.body).toEqual({ offerHash: AVAILABLE.selected?.hash, adults: 3, children: [] });
  });

  it("'Rezerwuj' on an offer sold out in the meantime says so in Polish and creates no order", async () => {
    soldOut = true;
    renderAt(START);
    const offer = await screen.findByTestId('selected-offer');
    await userEvent.click(within(offer).getByRole('button', { name: 'Rezerwuj' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ta oferta właśnie się wyprzedała. Wybierz inny termin.');
    expect(calls.some((call) => call.url.pathname === '/api/purchase/create-offer-request/')).toBe(false);
    expect(address().pathname).toBe('/hotel/grand-cristal/');
  });

  it("'Rezerwuj' that creates the order sends add_to_cart once with the offer; a sold-out offer sends nothing", async () => {
    const events: unknown[] = [];
    const off = eventBus.on('analytics:event', (event) => events.push(event));
    try {
      soldOut = true;
      const first = renderAt(START);
      await userEvent.click(within(await screen.findByTestId('selected-offer')).getByRole('button', { name: 'Rezerwuj' }));
      await screen.findByRole('alert');
      expect(events).toEqual([]);
      first.unmount();

      soldOut = false;
      renderAt(START);
      await userEvent.click(within(await screen.findByTestId('selected-offer')).getByRole('button', { name: 'Rezerwuj' }));
      await screen.findByText('Dane rezerwacji');
      expect(events).toHaveLength(1);
      const event = analyticsEventSchema.parse(events[0]);
      const selected = AVAILABLE.selected!;
      expect(event).toEqual({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'PLN',
          value: selected.priceTotal,
          items: [expect.objectContaining({ item_id: selected.hash, item_name: selected.hotelName, price: selected.pricePerPerson })],
        },
      });
    } finally {
      off();
    }
  });
});
