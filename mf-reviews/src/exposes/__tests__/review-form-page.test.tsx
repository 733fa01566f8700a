import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HotelDetail, Review } from '@travel/contracts';
import { locationRefFixture } from '@travel/contracts/testing';
import { createTestI18n } from '@travel/i18n/testing';
import { renderWithProviders } from '@travel/ui/testing';
import type { i18n as I18nInstance } from 'i18next';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ReviewFormPage } from '../review-form-page';

const hotel: HotelDetail = {
  id: 3,
  slug: 'hotel-morski',
  name: 'Hotel Morski',
  standard: 4,
  rating: 5.1,
  reviewCount: 12,
  photo: '/images/hotels/3/1-853x400.jpg',
  location: locationRefFixture(),
  attributes: [],
  priceFrom: 2999,
  description: '',
  locationText: '',
  accommodationType: 'hotel',
  beachType: 'sandy',
  beachDistance: 200,
  transferMinutes: 30,
  boards: [],
  rooms: [],
  photos: [],
  lat: 0,
  lng: 0,
  recommendedFor: [],
  categoryRatings: {},
  breadcrumbs: [],
};

const review = (over: Partial<Review> = {}): Review => ({
  reviewId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f',
  hotelId: 3,
  status: 'draft',
  rating: 5,
  ratings: {},
  author: 'Anna',
  title: '',
  pros: '',
  cons: '',
  descriptions: {},
  travelDate: '2026-10',
  partyType: null,
  verifiedGuest: true,
  tempStorageDirectoryId: 'a'.repeat(32),
  photos: [],
  rejectionReason: null,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  submittedAt: null,
  ...over,
});

const formOptions = {
  categories: ['rooms'],
  ratingScale: { min: 1, max: 6 },
  partyTypes: ['pary'],
  rotations: [0, 90, 180, 270],
  maxPhotos: 8,
  maxPhotoBytes: 8 * 1024 * 1024,
  photoTypes: ['image/jpeg'],
  rulesUrl: '/regulamin-opinii/',
};
const fromMail = { hotelId: 3, hotelSlug: 'hotel-morski', hotelName: 'Hotel Morski', rating: 5, guestName: 'Anna', travelDate: '2026-10' };

type Answer = { status: number; body: unknown };
const answer = (status: number, body: unknown): Answer => ({ status, body });

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
/** The API as the test sets it: the hotel call, and the draft calls (create, read, save). */
let api: { hotel: Answer; create: Answer; read: Answer; save: Answer; upload: Answer };

beforeAll(async () => {
  i18n = await createTestI18n(['hotel-add-opinion']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockClear();
  api = {
    hotel: answer(200, { hotel }),
    create: answer(201, { review: review() }),
    read: answer(200, { review: review() }),
    save: answer(200, { review: review() }),
    upload: answer(409, { message: 'The review is no longer a draft', code: 'review-not-draft' }),
  };
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    const routes: Array<[boolean, () => Answer]> = [
      [path.includes('/v1/hotels/hotel/'), () => api.hotel],
      [path.includes('/review/form-options/'), () => answer(200, formOptions)],
      [path.includes('/from-mail/'), () => answer(200, fromMail)],
      [method === 'POST' && /\/review\/hotel\/3\/$/.test(path), () => api.create],
      [method === 'GET' && path.includes('/review/4f1c2b8e'), () => api.read],
      [method === 'PATCH' && path.includes('/review/4f1c2b8e'), () => api.save],
      [method === 'POST' && path.includes('/review/images/hotel/3/'), () => api.upload],
    ];
    const reply = routes.find(([matches]) => matches)?.[1]() ?? answer(404, { message: 'not found' });
    return { status: reply.status, text: async () => JSON.stringify(reply.body) } as unknown as Response;
  });
});

const RID = 'payload.signature';
/** Where the router is now: the page may move its own address. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
const renderAt = (path: string) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/dodaj-opinie/:hotelSlug/" element={<ReviewFormPage />} />
        <Route path="/dodaj-opinie/:hotelSlug/ocena/:rating/" element={<ReviewFormPage />} />
      </Routes>
      <Address />
    </>,
    { i18n, route: path },
  );

const INTRO = /Oceń hotel w każdej kategorii/;
const FROM_MAIL = 'Twoja ocena z wiadomości e-mail: 5 na 6. Możesz ją zmienić w formularzu.';

describe('ReviewFormPage', () => {
  it('opens the form from the e-mail link with the hotel’s name, what to write and the e-mail’s rating', async () => {
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dodaj opinię o hotelu Hotel Morski');
    expect(screen.getByText(INTRO)).toBeInTheDocument();
    expect(screen.getByText(FROM_MAIL)).toBeInTheDocument();
  });

  it.each(['9', '0', '05', 'abc'])(
    'drops a rating no e-mail carries (%s) and moves to the plain form, the link kept (docs/product/reviews.md)',
    async (rating) => {
      renderAt(`/dodaj-opinie/hotel-morski/ocena/${rating}/?rid=${RID}`);
      expect(await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeInTheDocument();
      expect(screen.getByTestId('address')).toHaveTextContent(`/dodaj-opinie/hotel-morski/?rid=${RID}`);
      expect(screen.getByText(INTRO)).toBeInTheDocument();
      expect(screen.queryByText(/Twoja ocena z wiadomości e-mail/)).toBeNull();
      // The draft starts from the link with no overall rating; the e-mail's rating call is not made.
      expect(fetchMock.mock.calls.some(([url]) => url.includes('/from-mail/'))).toBe(false);
      const create = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && /\/review\/hotel\/3\/$/.test(url));
      const body = JSON.parse(String(create?.[1]?.body)) as { rating?: number | null; rid?: string };
      expect([body.rid, body.rating ?? null]).toEqual([RID, null]);
    },
  );

  it('keeps the address of a rating the e-mail carries', async () => {
    renderAt(`/dodaj-opinie/hotel-morski/ocena/6/?rid=${RID}`);
    expect(await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(`/dodaj-opinie/hotel-morski/ocena/6/?rid=${RID}`);
  });

  it('does not invite a visitor without a link to rate, and shows no form', async () => {
    renderAt('/dodaj-opinie/hotel-morski/');
    expect(await screen.findByTestId('review-refusal')).toHaveTextContent(/może dodać tylko gość, który w nim był/);
    expect(screen.queryByText(INTRO)).toBeNull();
  });

  it('says the stay was reviewed already when the link’s stay has a review (docs/product/reviews.md)', async () => {
    api.create = answer(409, { message: 'A review of this stay was sent already', code: 'review-exists' });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByTestId('review-refusal')).toHaveTextContent(
      'Opinia o tym pobycie została już wysłana. Każdy pobyt można ocenić tylko raz.',
    );
    expect(screen.queryByText(FROM_MAIL)).toBeNull();
  });

  it('after sending, no longer offers to change the rating in a form that is gone', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'to_verification', submittedAt: '2026-11-22T11:00:00Z' }) });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByRole('heading', { name: 'Dziękujemy! Twoja opinia czeka na weryfikację' })).toBeInTheDocument();
    expect(screen.queryByText(FROM_MAIL)).toBeNull();
    expect(screen.queryByText(INTRO)).toBeNull();
  });

  it('from the e-mail link, lets the guest write a rejected review of the stay again (docs/product/reviews.md)', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'rejected', rejectionReason: 'Wulgaryzmy' }) });
    api.create = answer(201, { review: review({ reviewId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByText('Twoja opinia nie została opublikowana. Powód: Wulgaryzmy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Napisz opinię o tym pobycie od nowa' }));
    expect(await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeInTheDocument();
    // The pressed button is gone: focus is on the new form's intro, not lost to the page's start.
    expect(screen.getByText(INTRO)).toHaveFocus();
    const create = fetchMock.mock.calls.find(([url, init]) => init?.method === 'POST' && /\/review\/hotel\/3\/$/.test(url));
    expect(JSON.parse(String(create?.[1]?.body))).toEqual({ rating: 5, rid: RID });
    expect(window.localStorage.getItem('review-draft:3')).toBe('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  });

  it('starts the review of a later stay from its e-mail link after this browser’s review of the hotel was published', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'published' }) });
    api.create = answer(201, { review: review({ reviewId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeInTheDocument();
    expect(window.localStorage.getItem('review-draft:3')).toBe('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  });

  it('says the stay was reviewed already when the link of the published review’s stay is opened again', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'published' }) });
    api.create = answer(409, { message: 'A review of this stay was sent already', code: 'review-exists' });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByTestId('review-refusal')).toHaveTextContent('Opinia o tym pobycie została już wysłana.');
  });

  it('without the e-mail link, shows a published review as published', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'published' }) });
    renderAt('/dodaj-opinie/hotel-morski/');
    expect(await screen.findByText('Twoja opinia jest już opublikowana na stronie hotelu.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'POST' && /\/review\/hotel\/3\/$/.test(url))).toBe(false);
  });

  it('without the e-mail link, shows a rejected review with its reason and offers no new one', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review({ status: 'rejected', rejectionReason: 'Wulgaryzmy' }) });
    renderAt('/dodaj-opinie/hotel-morski/');
    expect(await screen.findByText('Twoja opinia nie została opublikowana. Powód: Wulgaryzmy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Napisz opinię o tym pobycie od nowa' })).toBeNull();
  });

  it('shows the review as sent when it was sent from another tab, instead of a form that cannot send', async () => {
    const complete = { rating: 5, author: 'Anna', travelDate: '2026-10', partyType: 'pary' as const, pros: 'Czysto i blisko plaży.' };
    window.localStorage.setItem('review-draft:3', review().reviewId);
    api.read = answer(200, { review: review(complete) });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    const send = await screen.findByRole('button', { name: 'Wyślij opinię do weryfikacji' });
    // Meanwhile the other tab sent it.
    api.save = answer(409, { message: 'The review is no longer a draft', code: 'review-not-draft' });
    api.read = answer(200, { review: review({ ...complete, status: 'to_verification', submittedAt: '2026-11-22T11:00:00Z' }) });
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Dziękujemy! Twoja opinia czeka na weryfikację' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyślij opinię do weryfikacji' })).toBeNull();
  });

  it('shows the review as sent when a photo is refused because it was sent from another tab', async () => {
    window.localStorage.setItem('review-draft:3', review().reviewId);
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    const input = await screen.findByLabelText('Dodaj zdjęcia');
    api.read = answer(200, { review: review({ status: 'to_verification', submittedAt: '2026-11-22T11:00:00Z' }) });
    await userEvent.upload(input, new File(['x'], 'plaza.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('heading', { name: 'Dziękujemy! Twoja opinia czeka na weryfikację' })).toBeInTheDocument();
  });

  it('names no hotel by its address when the API knows none', async () => {
    api.hotel = answer(404, { message: 'Hotel not found', code: 'not-found' });
    renderAt(`/dodaj-opinie/nie-ma-takiego/ocena/5/?rid=${RID}`);
    expect(await screen.findByText('Nie znaleźliśmy tego hotelu.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Dodaj opinię o hotelu$/);
    expect(screen.queryByText(INTRO)).toBeNull();
  });

  it('names no hotel either for an address that holds no hotel slug at all (the API refuses it)', async () => {
    api.hotel = answer(400, { message: 'expected a slug', parameter: 'hotelSlug' });
    renderAt('/dodaj-opinie/Hotel-Morski/');
    expect(await screen.findByText('Nie znaleźliśmy tego hotelu.')).toBeInTheDocument();
    expect(screen.queryByText('Nie udało się wczytać formularza. Odśwież stronę, aby spróbować ponownie.')).toBeNull();
  });

  it('tells a hotel that failed to load from one that does not exist', async () => {
    api.hotel = answer(503, { message: 'Service unavailable' });
    renderAt(`/dodaj-opinie/hotel-morski/ocena/5/?rid=${RID}`);
    expect(await screen.findByText('Nie udało się wczytać formularza. Odśwież stronę, aby spróbować ponownie.')).toBeInTheDocument();
    expect(screen.queryByText('Nie znaleźliśmy tego hotelu.')).toBeNull();
  });
});
