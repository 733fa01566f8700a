import { readFirstPaintState } from '../read-first-paint-state';

const page = (block: string | null): Document => {
  const doc = document.implementation.createHTMLDocument('t');
  if (block !== null) doc.head.innerHTML = `<script type="application/json" id="first-paint-state">${block}</script>`;
  return doc;
};

describe('readFirstPaintState', () => {
  it('returns the query cache and the texts the server rendered with', () => {
    const state = {
      queries: { mutations: [], queries: [{ queryKey: ['api', 'offersList'], state: { data: { total: 1 } } }] },
      texts: { listing: { heading: 'Oferty' } },
    };
    expect(readFirstPaintState(page(JSON.stringify(state)))).toEqual(state);
  });

  it('carries the path the server declared not found, so the browser renders the same not-found page', () => {
    const state = { queries: { mutations: [], queries: [] }, texts: {}, notFoundPath: '/nie-ma-takiej-strony/' };
    expect(readFirstPaintState(page(JSON.stringify(state)))?.notFoundPath).toBe('/nie-ma-takiej-strony/');
    expect(readFirstPaintState(page(JSON.stringify({ ...state, notFoundPath: 404 })))).toBeUndefined();
  });

  it('is undefined without a block, or with one that is not JSON or not of the contract shape: the page renders from scratch', () => {
    expect(readFirstPaintState(page(null))).toBeUndefined();
    expect(readFirstPaintState(page('{not json'))).toBeUndefined();
    expect(readFirstPaintState(page(JSON.stringify({ queries: [], texts: {} })))).toBeUndefined();
    expect(readFirstPaintState(page(''))).toBeUndefined();
  });
});
