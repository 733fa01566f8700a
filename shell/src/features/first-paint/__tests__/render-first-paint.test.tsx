/**
 * @jest-environment node
 */
import { useQuery } from '@tanstack/react-query';
import { BROWSER_ONLY_QUERY } from '@travel/api-client';
import { createI18n, useTranslation, type I18nInstance } from '@travel/i18n';
import { renderFirstPaint } from '../render-first-paint';

const laterFn = jest.fn(async () => 'później');

function FakeListing() {
  const { t } = useTranslation('listing');
  const offers = useQuery({ queryKey: ['test', 'offers'], queryFn: async () => ['Kreta', 'Rodos'] });
  const broken = useQuery({ queryKey: ['test', 'broken'], queryFn: async (): Promise<string> => Promise.reject(new Error('boom')) });
  const later = useQuery({ queryKey: ['test', 'later'], queryFn: laterFn, meta: BROWSER_ONLY_QUERY });
  return (
    <section>
      <h1>{t('notFound.heading')}</h1>
      {offers.data ? (
        <ul>
          {offers.data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>Ładowanie ofert</p>
      )}
      <p>{broken.isPending ? 'Czekam na dane' : 'Dane są'}</p>
      <p>{later.isPending ? 'Dopiero w przeglądarce' : 'Już są'}</p>
    </section>
  );
}

function Broken(): never {
  throw new Error('the page broke');
}

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createI18n({ resources: { pl: { common: { skipLink: 'Przejdź do treści' }, listing: { notFound: { heading: 'Wycieczki objazdowe' } }, hotel: { title: 'Hotel' } } } });
});

const loaderOf = (page: unknown) => jest.fn(async (remote: string, module: string) => ({ [module]: page, remote }));

describe('renderFirstPaint', () => {
  it('renders the shell and the route’s remote page with the data of its queries, and hands the browser that state', async () => {
    const loadRemote = loaderOf(FakeListing);
    const { html, state } = await renderFirstPaint({ url: '/wycieczki/?filtr=dorosli:2', loadRemote, i18n, signal: AbortSignal.timeout(5000) });

    expect(loadRemote).toHaveBeenCalledWith('search', 'ListingPage');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Przejdź do treści');
    expect(html).toContain('<h1>Wycieczki objazdowe</h1>');
    expect(html).toContain('<li>Kreta</li><li>Rodos</li>');
    expect(html).not.toContain('Ładowanie ofert');

    // A failed query renders as loading and is left out: the browser asks again, as without a first paint.
    expect(html).toContain('Czekam na dane');
    // A browser-only query is not even asked on the server.
    expect(html).toContain('Dopiero w przeglądarce');
    expect(laterFn).not.toHaveBeenCalled();
    expect(state.queries.queries.map((query) => (query as { queryKey: unknown }).queryKey)).toEqual([['test', 'offers']]);

    expect(Object.keys(state.texts).sort()).toEqual(expect.arrayContaining(['common', 'listing']));
    expect(state.texts).not.toHaveProperty('hotel');
    expect(state.texts['listing']).toEqual({ notFound: { heading: 'Wycieczki objazdowe' } });
  });

  it('fails when the page throws, so the site server sends the page without a first paint', async () => {
    await expect(renderFirstPaint({ url: '/wycieczki/', loadRemote: loaderOf(Broken), i18n, signal: AbortSignal.timeout(5000) })).rejects.toThrow('the page broke');
  });

  it('gives up when its time is over', async () => {
    const slowLoader = jest.fn(() => new Promise<Record<string, unknown>>(() => undefined));
    await expect(renderFirstPaint({ url: '/wycieczki/', loadRemote: slowLoader, i18n, signal: AbortSignal.timeout(50) })).rejects.toThrow(/abort|timed? ?out/i);
  });
});
