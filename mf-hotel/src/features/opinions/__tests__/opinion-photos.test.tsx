import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Opinion } from '@travel/contracts/api/hotels';
import { I18nextProvider } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { i18n as I18nInstance } from 'i18next';
import { OpinionItem } from '../opinions-section';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createTestI18n(['hotel']);
});

const opinion = (photos?: string[], verifiedStay = false): Opinion => ({
  id: 7,
  hotelId: 12,
  source: 'ft',
  author: 'Marta',
  rating: 5,
  createdAt: '2026-08-01',
  title: 'Świetny basen',
  pros: 'Czysto i blisko plaży',
  cons: '',
  descriptions: {},
  ratings: {},
  recommendedFor: 'pary',
  verifiedStay,
  ...(photos === undefined ? {} : { photos }),
});

const renderItem = (o: Opinion) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OpinionItem opinion={o} />
    </I18nextProvider>,
  );

describe('an opinion from a guest’s review without a title or cons (docs/product/reviews.md)', () => {
  it('names itself in its heading and lists no empty "Wady"', () => {
    renderItem({ ...opinion(), title: '  ', cons: '' });
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(/^Opinia bez tytułu 5,0\/6$/);
    expect(screen.getByText('Zalety')).toBeInTheDocument();
    expect(screen.queryByText('Wady')).toBeNull();
  });

  it('keeps the lines the guest wrote them in', () => {
    const css = readFileSync(join(__dirname, '../../../components/hotel-pages.css'), 'utf8');
    expect(css).toMatch(/\.hotel-opinion dd\s*\{[^}]*white-space:\s*pre-line/);
  });

  it('lists the cons when there are some', () => {
    renderItem({ ...opinion(), cons: 'Głośno wieczorem' });
    expect(screen.getByText('Wady').nextSibling).toHaveTextContent('Głośno wieczorem');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent(/^Świetny basen 5,0\/6$/);
  });
});

describe('a guest’s photo that does not load (docs/product/errors.md)', () => {
  it('is logged to the log service with status 500, like a hotel photo', () => {
    const fetchMock = jest.fn(async () => ({ ok: true }) as unknown as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const url = '/api/review/photos/cccccccccccccccccccccccccccccccc.jpg';
    renderItem(opinion([url]));
    fireEvent.error(screen.getByRole('img'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [address, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('/api/log/');
    expect(JSON.parse(String(init.body))).toMatchObject({
      action: 'image-load-error',
      requestUrl: expect.stringContaining(url),
      responseStatus: 500,
      service: 'hotel',
    });
  });
});

describe('an opinion with a guest’s photos', () => {
  const PHOTOS = ['/api/review/photos/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg', '/api/review/photos/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg'];

  it('shows each photo lazily in a reserved box, with Polish alt text, linked to the full size', () => {
    renderItem(opinion(PHOTOS));
    const list = screen.getByRole('list', { name: 'Zdjęcia od gościa: Marta' });
    const images = within(list).getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAccessibleName('Zdjęcie 1 z 2 od gościa Marta (otwiera pełny rozmiar w nowej karcie)');
    expect(images[1]).toHaveAccessibleName('Zdjęcie 2 z 2 od gościa Marta (otwiera pełny rozmiar w nowej karcie)');
    for (const [index, image] of images.entries()) {
      expect(image).toHaveAttribute('src', PHOTOS[index]);
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '160');
      expect(image).toHaveAttribute('height', '120');
    }
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PHOTOS);
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows no photo list for an opinion without photos (the imported ones)', () => {
    renderItem(opinion());
    expect(screen.queryByTestId('opinion-photos')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows no photo list for a review published without photos', () => {
    renderItem(opinion([]));
    expect(screen.queryByTestId('opinion-photos')).toBeNull();
  });
});

describe('an opinion from a booking of this shop', () => {
  it("says 'Potwierdzony pobyt'; an imported opinion does not", () => {
    const { unmount } = renderItem(opinion(undefined, true));
    expect(screen.getByTestId('verified-stay')).toHaveTextContent('Potwierdzony pobyt');
    unmount();
    renderItem(opinion());
    expect(screen.queryByText('Potwierdzony pobyt')).toBeNull();
  });
});
