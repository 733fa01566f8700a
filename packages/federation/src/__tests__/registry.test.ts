/** @jest-environment node */
import { parseRegistry, parseRegistryText, readRegistry, toRuntimeRemotes } from '../registry';

const hotel = { entry: '/remotes/hotel/20261122T073012Z-1a2b3c4d/mf-manifest.json', version: '20261122T073012Z-1a2b3c4d' };

function documentWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id: string) => (text !== null && id === 'remote-registry' ? ({ textContent: text } as HTMLElement) : null) };
}

describe('parseRegistry', () => {
  it('keeps valid entries', () => {
    expect(parseRegistry({ hotel })).toEqual({ registry: { hotel }, problems: [] });
  });

  it('drops bad entries and names them, keeping the rest', () => {
    const { registry, problems } = parseRegistry({
      hotel,
      order: { entry: '', version: '1' },
      search: { entry: 'javascript:alert(1)', version: '1' },
      content: { entry: '//evil.example/mf-manifest.json', version: '1' },
      'Bad Name': hotel,
      reviews: 'not an object',
    });
    expect(registry).toEqual({ hotel });
    expect(problems).toHaveLength(5);
  });

  it('accepts absolute http(s) entries and staff debug containers', () => {
    const cdn = { entry: 'https://cdn.example.pl/remotes/search/v1/mf-manifest.json', version: 'v1' };
    expect(parseRegistry({ search: cdn, search_debug: cdn }).registry).toEqual({ search: cdn, search_debug: cdn });
  });

  it('rejects a non-object registry', () => {
    for (const input of [null, [], 'x', 42]) expect(parseRegistry(input).registry).toEqual({});
    expect(parseRegistryText('{not json').problems).toEqual(['registry is not valid JSON']);
  });
});

describe('toRuntimeRemotes', () => {
  it('maps the registry to MF runtime remotes loaded by manifest', () => {
    expect(toRuntimeRemotes({ hotel })).toEqual([{ name: 'hotel', entry: hotel.entry }]);
  });
});

describe('readRegistry', () => {
  it('uses the registry injected into the HTML without a request', async () => {
    const fetch = jest.fn();
    const result = await readRegistry({ document: documentWith(JSON.stringify({ hotel })), fetch });
    expect(result.registry).toEqual({ hotel });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to GET /remotes.json when nothing usable is injected', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify({ hotel }), { status: 200 }));
    for (const injected of [null, '', '{broken']) {
      const result = await readRegistry({ document: documentWith(injected), fetch });
      expect(result.registry).toEqual({ hotel });
    }
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('returns an empty registry with a problem when the fallback fails', async () => {
    const failing = await readRegistry({ document: documentWith(null), fetch: async () => new Response('', { status: 503 }) });
    expect(failing).toEqual({ registry: {}, problems: ['/remotes.json answered 503'] });
    const offline = await readRegistry({ document: documentWith(null), fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(offline.registry).toEqual({});
    expect(offline.problems[0]).toContain('Failed to fetch');
  });
});
