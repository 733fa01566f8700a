import { formatPin, ORDER_PIN_COOKIE, parsePin, pinOrderVersions, readCookie } from '../visitor-versions';

const registry = {
  order: { entry: '/remotes/order/o2/mf-manifest.json', version: 'o2' },
  hotel: { entry: '/remotes/hotel/h7/mf-manifest.json', version: 'h7' },
  search_debug: { entry: '/remotes/search_debug/d1/mf-manifest.json', version: 'd1' },
};

describe('the order pin', () => {
  afterEach(() => {
    document.cookie = `${ORDER_PIN_COOKIE}=; Path=/rezerwacja/abc/; Max-Age=0`;
    window.history.pushState({}, '', '/');
  });

  it('round-trips the public remotes’ versions, never a staff container', () => {
    expect(formatPin(registry)).toBe('order:o2|hotel:h7');
    expect(parsePin(formatPin(registry))).toEqual({ order: 'o2', hotel: 'h7' });
    expect(parsePin('order:o2|bad name:x|hotel:../h1|:|hotel')).toEqual({ order: 'o2' });
  });

  it('is written for the order’s own pages on its first step and kept on the next ones', () => {
    window.history.pushState({}, '', '/rezerwacja/abc/dane/');
    pinOrderVersions(document, '/rezerwacja/abc/dane/', registry, false);
    expect(readCookie(document.cookie, ORDER_PIN_COOKIE)).toBe('order:o2|hotel:h7');
    // A later step of the same order, after a deploy: the order keeps what it started with.
    window.history.pushState({}, '', '/rezerwacja/abc/podsumowanie/');
    pinOrderVersions(
      document,
      '/rezerwacja/abc/podsumowanie/',
      { order: { entry: '/remotes/order/o3/mf-manifest.json', version: 'o3' } },
      false,
    );
    expect(readCookie(document.cookie, ORDER_PIN_COOKIE)).toBe('order:o2|hotel:h7');
    // Other pages of the shop do not get it.
    window.history.pushState({}, '', '/wakacje/');
    expect(readCookie(document.cookie, ORDER_PIN_COOKIE)).toBeUndefined();
  });
});
