import type { RouteEntry } from '@travel/contracts/routes';
import { PREFETCH_ROOT_MARGIN, startLinkPrefetch } from '../link-prefetch';

const ROUTES: readonly RouteEntry[] = [
  { id: 'hotel', path: '/hotel/:hotelSlug/', remote: 'hotel', module: 'HotelPage' },
  { id: 'offer', path: '/oferta/:offerHash/', remote: 'hotel', module: 'OfferPage' },
  { id: 'guide', path: '/przewodnik/*', remote: 'content', module: 'GuidePage' },
  { id: 'listing', path: '/:category/*', remote: 'search', module: 'ListingPage' },
];

/** A fake IntersectionObserver: the test says which element came near the viewport. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly init: IntersectionObserverInit | undefined,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  near(element: Element) {
    if (!this.watched.has(element)) return;
    this.callback(
      [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

function setup(html: string, { saveData = false, currentPath = '/last-minute/' } = {}) {
  document.body.innerHTML = `<main id="main">${html}</main>`;
  FakeObserver.last = null;
  const preload = jest.fn(async () => undefined);
  const stop = startLinkPrefetch({
    root: document.getElementById('main')!,
    currentPath: () => currentPath,
    preload,
    saveData,
    routes: ROUTES,
    origin: 'https://www.podrozownia.pl',
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
  });
  const near = (selector: string) => FakeObserver.last?.near(document.querySelector(selector)!);
  return { preload, stop, near };
}

describe('startLinkPrefetch', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a link within 200 px of the viewport preloads the remote module of its route once', () => {
    const { preload, near } = setup('<a id="a" href="/hotel/grand-cristal/">Grand Cristal</a>');
    expect(FakeObserver.last?.init?.rootMargin).toBe(PREFETCH_ROOT_MARGIN);
    expect(PREFETCH_ROOT_MARGIN).toBe('200px');
    expect(preload).not.toHaveBeenCalled();
    near('#a');
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith('hotel', 'HotelPage');
  });

  it('another link to the same route does not preload again; a link to another module of the remote does', () => {
    const { preload, near } = setup(
      '<a id="a" href="/hotel/one/">1</a><a id="b" href="https://www.podrozownia.pl/hotel/two/">2</a><a id="c" href="/oferta/abc/">3</a>',
    );
    near('#a');
    near('#b');
    expect(preload).toHaveBeenCalledTimes(1);
    near('#c');
    expect(preload.mock.calls).toEqual([
      ['hotel', 'HotelPage'],
      ['hotel', 'OfferPage'],
    ]);
  });

  it('watches links that a remote renders after the start', async () => {
    const { preload, near } = setup('');
    document.getElementById('main')!.insertAdjacentHTML('beforeend', '<div><a id="late" href="/przewodnik/dokumenty/">Dokumenty</a></div>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    near('#late');
    expect(preload).toHaveBeenCalledWith('content', 'GuidePage');
  });

  it('Save-Data turns it off: nothing is observed or preloaded', () => {
    const { preload } = setup('<a id="a" href="/hotel/grand-cristal/">Grand Cristal</a>', { saveData: true });
    expect(FakeObserver.last).toBeNull();
    expect(preload).not.toHaveBeenCalled();
  });

  it('an external link, a link to the current page and a link to the module on screen do nothing', () => {
    const { preload, near } = setup(
      '<a id="ext" href="https://example.com/hotel/x/">x</a><a id="same" href="/last-minute/">LM</a><a id="sibling" href="/all-inclusive/">AI</a><a id="file" href="/hotel/x/" download>pdf</a>',
    );
    near('#ext');
    near('#same');
    near('#sibling');
    near('#file');
    expect(preload).not.toHaveBeenCalled();
  });

  it('stops watching when stopped', () => {
    const { preload, stop } = setup('<a id="a" href="/hotel/grand-cristal/">Grand Cristal</a>');
    stop();
    FakeObserver.last?.near(document.querySelector('#a')!);
    expect(preload).not.toHaveBeenCalled();
  });
});
