import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@travel/api-client';
import { I18nextProvider, type I18nInstance } from '@travel/i18n';
import { createTestI18n } from '@travel/i18n/testing';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { seoFaqQueryOptions } from '../api/use-seo-faq';
import { SeoFaq } from '../seo-faq';

const ITEMS = [
  { question: 'Kiedy najlepiej jechać do Grecji?', answer: 'Najwięcej słońca w Grecji jest od maja do października.' },
  { question: 'Czy potrzebny jest paszport do Grecji?', answer: 'Nie, wystarczy ważny dowód osobisty.' },
  { question: 'Co obejmuje oferta „Wycieczki”?', answer: 'Ceny obejmują przelot, zakwaterowanie & wyżywienie </script> i opłaty.' },
];

const answer = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as unknown as Response;

let i18n: I18nInstance;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
beforeAll(async () => {
  i18n = await createTestI18n(['listing']);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => fetchMock.mockReset());

const providers = (queryClient: QueryClient, children: ReactNode) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  </QueryClientProvider>
);
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The server render of the block from a cache the loader filled. */
function serverHtml(items: typeof ITEMS) {
  const queryClient = newClient();
  queryClient.setQueryData(seoFaqQueryOptions('wycieczki', 'grecja', createApiClient()).queryKey, { items });
  return renderToString(providers(queryClient, <SeoFaq category="wycieczki" location="grecja" />));
}

function jsonLdOf(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as unknown);
}

describe('SeoFaq', () => {
  it('asks for the page’s FAQ and shows each question closed; a question opens and closes its answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: ITEMS }));
    render(providers(newClient(), <SeoFaq category="wycieczki" location="grecja" />));

    const section = await screen.findByRole('region', { name: 'Najczęściej zadawane pytania' });
    expect(section).toContainElement(screen.getByRole('heading', { level: 2, name: 'Najczęściej zadawane pytania' }));
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/seo/faq/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'wycieczki', location: 'grecja' });

    expect(screen.getAllByRole('group').map((item) => item.querySelector('summary')?.textContent)).toEqual(
      ITEMS.map((item) => item.question),
    );
    const answerText = screen.getByText('Nie, wystarczy ważny dowód osobisty.');
    expect(answerText).not.toBeVisible();
    await userEvent.click(screen.getByText('Czy potrzebny jest paszport do Grecji?'));
    expect(answerText).toBeVisible();
    expect(screen.getByText('Najwięcej słońca w Grecji jest od maja do października.')).not.toBeVisible();
    await userEvent.click(screen.getByText('Czy potrzebny jest paszport do Grecji?'));
    expect(answerText).not.toBeVisible();
  });

  it('renders nothing when the API has no questions', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: [] }));
    const queryClient = newClient();
    const { container } = render(providers(queryClient, <SeoFaq category="last-minute" location={null} />));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Najczęściej zadawane pytania' })).toBeNull();
  });
});

describe('SeoFaq in the server HTML', () => {
  it('carries the questions and an FAQPage JSON-LD with every question and answer, escaped for its script element', () => {
    const html = serverHtml(ITEMS);
    for (const item of ITEMS) expect(html).toContain(item.question.replace(/&/g, '&amp;'));
    expect(html).not.toContain('</script> i opłaty');
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: ITEMS.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ]);
  });

  it('has neither the block nor the JSON-LD when there is no FAQ', () => {
    const html = serverHtml([]);
    expect(html).toBe('');
    expect(html).not.toContain('FAQPage');
  });
});
