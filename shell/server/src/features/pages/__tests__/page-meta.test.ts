import { createPageMetaSource, type MetaFetcher } from '../page-meta';

const meta = (seo: { title: string; description: string; keywords: string }) => ({
  breadcrumbs: [],
  heading: { title: seo.title, description: '' },
  seo,
  locationData: null,
});
const GREECE = meta({ title: 'Grecja', description: 'Wczasy w Grecji.', keywords: '' });

function countingFetcher(answer: (pathname: string) => Promise<{ status: number; body: unknown }>) {
  const calls: string[] = [];
  const fetcher: MetaFetcher = (pathname) => {
    calls.push(pathname);
    return answer(pathname);
  };
  return { calls, fetcher };
}

describe('createPageMetaSource', () => {
  it('caches an answer per pathname for 30 s', async () => {
    let clock = 0;
    const { calls, fetcher } = countingFetcher(async () => ({ status: 200, body: GREECE }));
    const source = createPageMetaSource(fetcher, 100, () => clock);
    expect(await source.seoFor('/grecja/')).toEqual({
      title: 'Grecja',
      description: 'Wczasy w Grecji.',
      keywords: undefined,
      breadcrumbs: [],
    });
    clock = 29_000;
    await source.seoFor('/grecja/');
    expect(calls).toHaveLength(1);
    clock = 31_000;
    await source.seoFor('/grecja/');
    expect(calls).toHaveLength(2);
  });

  it('caches a 404 like an answer, but not a timeout or a network error', async () => {
    const { calls, fetcher } = countingFetcher(async (pathname) => {
      if (pathname === '/brak/') return { status: 404, body: { error: 'not-found' } };
      if (pathname === '/siec/') throw new Error('ECONNREFUSED');
      return new Promise(() => undefined);
    });
    const source = createPageMetaSource(fetcher, 20, () => 0);
    for (const pathname of ['/brak/', '/brak/', '/siec/', '/siec/', '/wolno/', '/wolno/']) {
      expect(await source.seoFor(pathname)).toBeUndefined();
    }
    expect(calls).toEqual(['/brak/', '/siec/', '/siec/', '/wolno/', '/wolno/']);
  });

  it('trims the texts and treats empty ones as missing', async () => {
    const { fetcher } = countingFetcher(async (pathname) => ({
      status: 200,
      body:
        pathname === '/x/'
          ? meta({ title: ' T ', description: ' ', keywords: 'a, b' })
          : meta({ title: '', description: 'D', keywords: '' }),
    }));
    const source = createPageMetaSource(fetcher, 100);
    expect(await source.seoFor('/x/')).toEqual({ title: 'T', description: undefined, keywords: 'a, b', breadcrumbs: [] });
    expect(await source.seoFor('/y/')).toBeUndefined();
  });

  it('rejects a body that does not match the contract', async () => {
    const { fetcher } = countingFetcher(async () => ({ status: 200, body: { seo: { title: 'Bez reszty' } } }));
    expect(await createPageMetaSource(fetcher, 100).seoFor('/x/')).toBeUndefined();
  });
});
