import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import type { ReactNode } from 'react';
import { HitOfferAdmin } from '../components/hit-offer-admin';
import { OfferLayersDebug } from '../components/offer-layers-debug';
import { SeoDebug } from '../components/seo-debug';
import { SeoRulesEditor } from '../components/seo-rules-editor';
import { StaffToolsIndex } from '../components/staff-tools-index';
import { renderWithProviders } from '@travel/ui/testing';

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

interface Call {
  readonly method: string;
  readonly path: string;
  readonly search: URLSearchParams;
  readonly body: unknown;
}

let i18n: I18nInstance;
let calls: Call[];
let respond: (call: Call) => Response;
beforeAll(async () => {
  i18n = await createTestI18n(['staff']);
  globalThis.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    return respond(call);
  }) as unknown as typeof fetch;
});
beforeEach(() => {
  calls = [];
});

const renderWith = (node: ReactNode) => renderWithProviders(node, { i18n });

const GREECE = {
  id: 30,
  name: 'Grecja',
  slug: 'grecja',
  path: 'grecja',
  genitive: 'Grecji',
  locative: 'Grecji',
  kind: 'country',
  countryCode: 'GR',
  lat: 39,
  lng: 22,
};
const SEO_PAGE = {
  path: '/wakacje/grecja/',
  category: 'wakacje',
  location: GREECE,
  rules: {
    meta: { id: 'grecja-meta', name: 'Wakacje w Grecji' },
    text: { id: 'strona-kategorii-w-kierunku', name: 'Strona kategorii w kierunku' },
  },
  meta: {
    breadcrumbs: [],
    heading: { title: 'Wakacje w Grecji', description: '' },
    seo: { title: 'Wakacje Grecja 2026', description: 'Oferty do Grecji', keywords: '' },
    locationData: null,
  },
  text: 'Grecja to…',
  faq: [{ question: 'Kiedy jechać do Grecji?', answer: 'Od maja.', rule: { id: 'faq-kierunek', name: 'Pytania o kierunek' } }],
};

describe('SeoDebug', () => {
  it('shows the rule, meta and FAQ rules of the path it opened with, and asks again for a typed path', async () => {
    respond = (call) => answer(200, { ...SEO_PAGE, path: call.search.get('path') });
    renderWith(<SeoDebug initialPath="/wakacje/grecja/" />);
    expect((await screen.findByTestId('seo-rule')).textContent).toBe('Wakacje w Grecji');
    expect(screen.getByTestId('seo-meta-title').textContent).toContain('Wakacje Grecja 2026');
    expect(screen.getByRole('cell', { name: 'Pytania o kierunek' })).toBeTruthy();
    expect(calls.map((call) => [call.path, call.search.get('path')])).toEqual([['/api/seo/debug/page/', '/wakacje/grecja/']]);

    const input = screen.getByLabelText('Adres strony (ścieżka)');
    await userEvent.clear(input);
    await userEvent.type(input, '/wycieczki/');
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    await waitFor(() => expect(calls.map((call) => call.search.get('path'))).toContain('/wycieczki/'));
  });

  it('says so in Polish when a path has no rule, and when the call fails', async () => {
    respond = () =>
      answer(200, { ...SEO_PAGE, category: null, location: null, rules: { meta: null, text: null }, meta: null, text: null, faq: [] });
    const { unmount } = renderWith(<SeoDebug initialPath="/nic/" />);
    expect((await screen.findByTestId('seo-rule')).textContent).toContain('nie jest stroną kategorii');
    expect(screen.getByText('Brak pytań FAQ.')).toBeTruthy();
    unmount();

    respond = () => answer(403, { statusCode: 403, error: 'Forbidden', message: 'forbidden' });
    renderWith(<SeoDebug initialPath="/wakacje/" />);
    expect(await screen.findByText('Nie udało się wykonać zapytania. Spróbuj ponownie.')).toBeTruthy();
  });

  it('says at the field what is wrong with a path the API refuses, keeps focus there, and clears it once a path is checked', async () => {
    respond = (call) =>
      call.search.get('path')?.startsWith('/')
        ? answer(200, { ...SEO_PAGE, path: call.search.get('path') })
        : answer(400, {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid parameter path: expected a page path starting with /, without a query',
            parameter: 'path',
            code: 'invalid-parameter',
          });
    renderWith(<SeoDebug initialPath="/wakacje/grecja/" />);
    await screen.findByTestId('seo-debug-result');
    const input = screen.getByLabelText('Adres strony (ścieżka)');
    await userEvent.clear(input);
    await userEvent.type(input, 'wakacje grecja{Enter}');

    const error = 'To nie jest ścieżka strony: zacznij od „/” i nie wpisuj spacji, „?” ani „#” (np. /wakacje/grecja/).';
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(error);
    expect(input).toHaveFocus();
    expect(screen.queryByText('Nie udało się wykonać zapytania. Spróbuj ponownie.')).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '/wakacje/grecja/');
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByTestId('seo-debug-result')).toBeTruthy();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(error)).toBeNull();
  });
});

const RULE = {
  id: 'faq-kierunek',
  name: 'Pytania o kierunek',
  priority: 20,
  active: true,
  conditions: [{ field: 'location', operator: 'nempty', value: null }],
  meta: null,
  text: null,
  faq: [{ question: 'Kiedy jechać do {dopelniacz}?', answer: 'Od maja.' }],
  updatedAt: '2026-11-22T10:00:00.000Z',
  updatedBy: null,
};

describe('SeoRulesEditor', () => {
  it('lists the rules, and a new rule typed with the keyboard is sent with its conditions, text and FAQ', async () => {
    respond = (call) =>
      call.method === 'PUT'
        ? answer(200, { rule: { ...RULE, ...(call.body as object), id: 'grecja-tekst', updatedBy: 'seo@test.example' } })
        : answer(200, { rules: [RULE] });
    renderWith(<SeoRulesEditor />);
    const table = await screen.findByTestId('seo-rules-table');
    expect(within(table).getByText('kierunek (slugi miejsca i wyższych) niepuste (nempty)')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Nowa reguła' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nowa reguła SEO' })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Identyfikator (małe litery, cyfry i myślniki)'), 'grecja-tekst');
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Tekst o Grecji');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj warunek' }));
    await userEvent.selectOptions(screen.getByLabelText('Pole'), 'location');
    await userEvent.selectOptions(screen.getByLabelText('Operator'), 'anyOf');
    await userEvent.type(screen.getByLabelText(/^Wartość/), 'grecja, cypr');
    await userEvent.type(screen.getByLabelText('Tekst SEO (puste: reguła nie daje tekstu)'), 'Słońce {{miejscownik}.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz regułę' }));

    await waitFor(() =>
      expect(screen.getByTestId('seo-rules-status').textContent).toBe(
        'Zapisano regułę Tekst o Grecji. Strony kategorii odpowiadają już według niej.',
      ),
    );
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/seo/debug/rules/grecja-tekst/');
    expect(put.body).toEqual({
      name: 'Tekst o Grecji',
      priority: 10,
      active: true,
      conditions: [{ field: 'location', operator: 'anyOf', value: ['grecja', 'cypr'] }],
      meta: null,
      text: 'Słońce {miejscownik}.',
      faq: null,
    });
  });

  it('refuses a rule that gives nothing before calling the API, and ties the error to the field that gives', async () => {
    respond = () => answer(200, { rules: [] });
    renderWith(<SeoRulesEditor />);
    expect(await screen.findByText('Nie ma jeszcze żadnej reguły.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Nowa reguła' }));
    await userEvent.type(screen.getByLabelText('Identyfikator (małe litery, cyfry i myślniki)'), 'pusta');
    await userEvent.type(screen.getByLabelText('Nazwa'), 'Pusta');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz regułę' }));
    const summary = await screen.findByRole('alert', { name: 'Popraw błąd w regule' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link').textContent).toContain('Reguła daje meta: Reguła nic nie daje');
    expect(screen.getByRole('checkbox', { name: 'Reguła daje meta' })).toHaveAccessibleDescription(/Reguła nic nie daje/);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('links every empty field of a new rule from the summary to the field, which names its error', async () => {
    respond = () => answer(200, { rules: [] });
    renderWith(<SeoRulesEditor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nowa reguła' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz regułę' }));

    const summary = await screen.findByRole('alert', { name: 'Popraw błędy w regule (3)' });
    expect(summary).toHaveFocus();
    const id = screen.getByLabelText('Identyfikator (małe litery, cyfry i myślniki)');
    const name = screen.getByLabelText('Nazwa');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription('Wpisz identyfikator: małe litery i cyfry, słowa połączone myślnikiem (np. grecja-tekst).');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Wpisz nazwę reguły.');
    expect(screen.getByLabelText('Priorytet (0–1000, wyższy wygrywa)')).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(within(summary).getByRole('link', { name: /^nazwa: / }));
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Tekst o Grecji');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('"Anuluj" closes the form and gives the focus back to the button that opened it', async () => {
    respond = () => answer(200, { rules: [RULE] });
    renderWith(<SeoRulesEditor />);
    const edit = await screen.findByRole('button', { name: 'Edytuj regułę Pytania o kierunek' });
    await userEvent.click(edit);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Reguła Pytania o kierunek' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('heading', { name: 'Reguła Pytania o kierunek' })).toBeNull();
    await waitFor(() => expect(edit).toHaveFocus());

    const newRule = screen.getByRole('button', { name: 'Nowa reguła' });
    await userEvent.click(newRule);
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(newRule).toHaveFocus());
  });

  it('says in Polish why the API refused a save or a delete, never its English message', async () => {
    const refusal = { 401: 'Sign in first', 403: 'Your account may not use this call', 404: 'SEO rule not found' };
    let status: 401 | 403 | 404 = 401;
    respond = (call) =>
      call.method === 'GET' ? answer(200, { rules: [RULE] }) : answer(status, { statusCode: status, message: refusal[status] });
    renderWith(<SeoRulesEditor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj regułę Pytania o kierunek' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz regułę' }));
    expect((await screen.findByTestId('seo-rule-problem')).textContent).toBe(
      'Twoja sesja wygasła. Zaloguj się ponownie w nowej karcie i spróbuj jeszcze raz: formularz zostaje, jak jest.',
    );

    status = 403;
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz regułę' }));
    await waitFor(() => expect(screen.getByTestId('seo-rule-problem').textContent).toBe('Twoje konto nie może zmieniać reguł SEO.'));

    status = 404;
    await userEvent.click(screen.getByRole('button', { name: 'Usuń regułę' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń' }));
    await waitFor(() =>
      expect(screen.getByTestId('seo-rule-problem').textContent).toBe('Tej reguły już nie ma: ktoś mógł ją usunąć. Odśwież stronę.'),
    );
    expect(screen.getByTestId('seo-rule-problem')).toHaveAttribute('role', 'alert');
  });

  it('keeps "Zapisz regułę" focused and not disabled while it saves; a second press sends nothing', async () => {
    let answerNow: (response: Response) => void = () => undefined;
    respond = (call) =>
      call.method === 'GET'
        ? answer(200, { rules: [RULE] })
        : (new Promise<Response>((resolve) => (answerNow = resolve)) as unknown as Response);
    renderWith(<SeoRulesEditor />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edytuj regułę Pytania o kierunek' }));
    const save = screen.getByRole('button', { name: 'Zapisz regułę' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    answerNow(answer(500, { statusCode: 500, message: 'Internal Server Error' }));
    expect((await screen.findByTestId('seo-rule-problem')).textContent).toBe('Nie udało się zapisać reguły. Spróbuj ponownie.');
    expect(save).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('puts the rules table in a named region that scrolls sideways by itself and takes keyboard focus', async () => {
    respond = () => answer(200, { rules: [RULE] });
    renderWith(<SeoRulesEditor />);
    const table = await screen.findByTestId('seo-rules-table');
    const region = screen.getByRole('region', { name: 'Tabela reguł SEO' });
    expect(region).toContainElement(table);
    expect(region).toHaveClass('tr-scroll-region');
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});

describe('OfferLayersDebug', () => {
  const CHECKED = {
    request: { sortBy: 'cena' },
    total: 120,
    offers: [{ hash: 'abc123', hotelName: 'Hotel Akropol', price: 1999, isHit: false }],
    durationMs: 42,
    queries: [{ sql: 'SELECT 1', params: [], durationMs: 3, rows: 1, plan: ['Result  (cost=0.00..0.01 rows=1 width=4)'] }],
  };

  it('refuses an address that is not a listing without calling the API', async () => {
    respond = () => answer(200, CHECKED);
    renderWith(<OfferLayersDebug initialListing="/kontakt/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź listing' }));
    expect(await screen.findByText('To nie jest adres listingu ofert.')).toBeTruthy();
    expect(calls).toEqual([]);
    const field = screen.getByLabelText('Adres listingu');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('To nie jest adres listingu ofert.');
    expect(field).toHaveFocus();
  });

  it('says at the offer-code field, in Polish, that it is empty, malformed or unknown, and keeps the focus there', async () => {
    respond = (call) =>
      (call.body as { offerHash: string }).offerHash === 'ZZ!'
        ? answer(400, { statusCode: 400, message: 'Invalid parameter offerHash: expected an offer code' })
        : answer(404, { statusCode: 404, message: 'Offer not found' });
    renderWith(<OfferLayersDebug />);
    const field = screen.getByLabelText('Kod oferty');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż warstwy' }));
    expect(field).toHaveAccessibleDescription('Wpisz kod oferty.');
    expect(field).toHaveFocus();
    expect(calls).toEqual([]);

    await userEvent.type(field, 'ZZ!');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż warstwy' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^Kod oferty to od 4 do 40 małych liter i cyfr/));
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, 'nope1234');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż warstwy' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Nie ma oferty o kodzie nope1234. Sprawdź kod i wpisz go ponownie.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Nie udało się wykonać zapytania. Spróbuj ponownie.')).toBeNull();
  });

  it("checks a listing's request (queries, plans) and opens an offer's data layers", async () => {
    respond = (call) =>
      call.path === '/api/offers/debug/check-request/'
        ? answer(200, CHECKED)
        : answer(200, { offerHash: 'abc123', layers: [{ source: 'hotels', rows: [{ name: 'Hotel Akropol' }] }] });
    renderWith(<OfferLayersDebug initialListing="/wycieczki/?filtr=sortowanie:cena" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź listing' }));

    const result = await screen.findByTestId('check-request-result');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/offers/debug/check-request/', body: { request: { sortBy: 'cena' } } });
    expect(within(result).getByTestId('check-request-summary').textContent).toContain('Znaleziono hoteli: 120, czas: 42 ms');
    expect(within(result).getByText('SELECT 1')).toBeTruthy();

    await userEvent.click(within(result).getByRole('button', { name: 'Warstwy oferty Hotel Akropol' }));
    const layers = await screen.findByTestId('offer-layers-result');
    expect(calls[1]).toMatchObject({ method: 'POST', path: '/api/offers/debug/offer-wrapper/', body: { offerHash: 'abc123' } });
    expect(within(layers).getByRole('heading', { name: 'Źródło: hotels' })).toBeTruthy();
  });
});

describe('HitOfferAdmin', () => {
  it('marks an offer by its code, says so, and lists it after the list is read again; unmarks from the list', async () => {
    let hits: Array<Record<string, unknown>> = [];
    const offer = {
      hash: 'abc123',
      hotelName: 'Hotel Akropol',
      destination: 'Grecja',
      departureDate: '2026-07-01',
      durationDays: 7,
      price: 1999,
    };
    respond = (call) => {
      if (call.method === 'PUT') hits = [offer];
      if (call.method === 'DELETE') hits = [];
      if (call.method !== 'GET') return answer(200, { offerHash: 'abc123', hit: call.method === 'PUT', count: hits.length });
      return answer(200, { count: hits.length, offers: hits });
    };
    renderWith(<HitOfferAdmin />);
    expect(await screen.findByText('Brak oznaczonych ofert.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Kod oferty'), 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz jako hit' }));
    expect(await screen.findByText('Oferta abc123 jest hitem. Hitów: 1.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/api/offers/debug/hit-offers/abc123/');
    const row = await screen.findByRole('row', { name: /Hotel Akropol/ });

    await userEvent.click(within(row).getByRole('button', { name: 'Usuń z hitów: Hotel Akropol' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć ofertę z hitów?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Oferta abc123 nie jest już hitem. Hitów: 0.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/offers/debug/hit-offers/abc123/');
    expect(await screen.findByText('Brak oznaczonych ofert.')).toBeTruthy();
  });

  const HITS = [
    { hash: 'abc123', hotelName: 'Hotel Akropol', destination: 'Grecja', departureDate: '2026-07-01', durationDays: 7, price: 1999 },
    { hash: 'def456', hotelName: 'Hotel Delfin', destination: 'Cypr', departureDate: '2026-07-08', durationDays: 7, price: 2499 },
  ];

  it('asks before removing a hit: "Anuluj" keeps it and returns focus to its button; "Usuń" removes it and focus goes to the list heading', async () => {
    let hits = [...HITS];
    respond = (call) => {
      if (call.method === 'DELETE') {
        hits = hits.filter((offer) => !call.path.includes(offer.hash));
        return answer(200, { offerHash: 'abc123', hit: false, count: hits.length });
      }
      return answer(200, { count: hits.length, offers: hits });
    };
    renderWith(<HitOfferAdmin />);
    const row = await screen.findByRole('row', { name: /Hotel Akropol/ });
    // The departure day as dates read everywhere (docs/product/validation-and-display.md).
    expect(within(row).getByRole('cell', { name: '01.07.2026' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Wyjazd' })).toBeTruthy();
    const unmark = within(row).getByRole('button', { name: 'Usuń z hitów: Hotel Akropol' });

    await userEvent.click(unmark);
    const dialog = screen.getByRole('alertdialog', { name: 'Usunąć ofertę z hitów?' });
    expect(dialog).toHaveAccessibleDescription(
      'Hotel Akropol (kod abc123, wyjazd 01.07.2026) zniknie z hitów cenowych na stronie głównej.',
    );
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(unmark).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(unmark);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Hotel Akropol/ })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Oznaczone oferty (najtańsze 100)' })).toHaveFocus();
    expect(screen.getByRole('row', { name: /Hotel Delfin/ })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/offers/debug/hit-offers/abc123/']);
  });

  it('names an unknown offer code at the field and keeps the focus there', async () => {
    respond = (call) =>
      call.method === 'PUT'
        ? answer(404, { statusCode: 404, error: 'Not Found', message: 'Unknown offer' })
        : answer(200, { count: 0, offers: [] });
    renderWith(<HitOfferAdmin />);
    const input = await screen.findByLabelText('Kod oferty');
    await userEvent.type(input, 'zzzz0000');
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz jako hit' }));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Nie ma oferty o kodzie zzzz0000. Sprawdź kod i wpisz go ponownie.');
    expect(input).toHaveFocus();
    expect(screen.queryByText('Nie udało się wykonać zapytania. Spróbuj ponownie.')).toBeNull();
  });

  it('puts the hits table in a named region that scrolls sideways by itself and takes keyboard focus', async () => {
    respond = () => answer(200, { count: HITS.length, offers: HITS });
    renderWith(<HitOfferAdmin />);
    const table = await screen.findByRole('table', { name: 'Oznaczone oferty (najtańsze 100)' });
    const region = screen.getByRole('region', { name: 'Oznaczone oferty (najtańsze 100)' });
    expect(region).toContainElement(table);
    expect(region).toHaveClass('tr-scroll-region');
    region.focus();
    expect(region).toHaveFocus();
    expect(region.tabIndex).toBe(0);
  });
});

describe('StaffToolsIndex', () => {
  it('lists the tools it is given and only the outside systems configured for the role', async () => {
    respond = () => answer(200, { cms: 'https://cms.example.pl/', mds: null, hotelPoints: null });
    renderWith(<StaffToolsIndex tools={[{ href: '/debug/seo/', label: 'Debugowanie SEO' }]} />);
    expect(screen.getByRole('link', { name: 'Debugowanie SEO' }).getAttribute('href')).toBe('/debug/seo/');
    expect((await screen.findByRole('link', { name: 'CMS' })).getAttribute('href')).toBe('https://cms.example.pl/');
    expect(screen.queryByRole('link', { name: 'MDS' })).toBeNull();
  });

  it('says no outside system is configured when none is', async () => {
    respond = () => answer(200, { cms: null, mds: null, hotelPoints: null });
    renderWith(<StaffToolsIndex tools={[]} />);
    expect(await screen.findByText('Żaden system zewnętrzny nie jest skonfigurowany dla Twojej roli.')).toBeTruthy();
  });

  it('says so when the outside systems cannot be read, instead of an empty list', async () => {
    respond = () => answer(500, { statusCode: 500, message: 'Internal Server Error' });
    renderWith(<StaffToolsIndex tools={[]} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nie udało się wykonać zapytania. Spróbuj ponownie.');
    expect(screen.queryByText('Wczytywanie narzędzia…')).toBeNull();
  });
});
