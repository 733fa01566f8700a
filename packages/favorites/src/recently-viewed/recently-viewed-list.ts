import { createBrowserList } from '../browser-list/browser-list';

/** How many hotels the list remembers, newest first. */
export const RECENTLY_VIEWED_LIMIT = 8;

/** What the list shows of a hotel, kept as it was when it was viewed: no request to show the list. */
export interface ViewedHotel {
  readonly slug: string;
  readonly name: string;
  /** 'Kreta, Grecja'. */
  readonly place: string;
  /** Stars, e.g. 4.5. */
  readonly stars: number;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;
const short = (value: unknown, max: number): string | null => (typeof value === 'string' ? value.slice(0, max) : null);

function parseViewedHotel(value: unknown): ViewedHotel | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const slug = short(entry['slug'], 121);
  const name = short(entry['name'], 200);
  const place = short(entry['place'], 200);
  const stars = entry['stars'];
  if (slug === null || !SLUG.test(slug) || name === null || place === null || typeof stars !== 'number') return null;
  return { slug, name, place, stars };
}

export const recentlyViewed = createBrowserList('travel:recently-viewed', parseViewedHotel, RECENTLY_VIEWED_LIMIT);

/** Puts the hotel first (once: a second visit moves it up), dropping the oldest past the limit. */
export function recordViewedHotel(hotel: ViewedHotel): void {
  const others = recentlyViewed.read().filter((item) => item.slug !== hotel.slug);
  recentlyViewed.write([hotel, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}

export function clearViewedHotels(): void {
  recentlyViewed.write([]);
}
