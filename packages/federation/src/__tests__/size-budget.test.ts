import { overBudget, ROUTE_BUDGET_BYTES } from '../size/budget';

describe('the first-load budget', () => {
  it('is 170 KB brotli per route', () => {
    expect(ROUTE_BUDGET_BYTES).toBe(174_080);
  });

  it('names each route over it, with its excess, and passes a route exactly at it', () => {
    const lines = overBudget([
      { route: '/', brotli: ROUTE_BUDGET_BYTES },
      { route: '/wycieczki/', brotli: ROUTE_BUDGET_BYTES + 1024 },
      { route: '/hotel/przyklad/', brotli: 100 * 1024 },
      { route: '/przewodnik/', brotli: ROUTE_BUDGET_BYTES + 10 * 1024 },
    ]);
    expect(lines).toEqual([
      '/wycieczki/: 171.0 KB brotli, 1.0 KB over the 170.0 KB budget',
      '/przewodnik/: 180.0 KB brotli, 10.0 KB over the 170.0 KB budget',
    ]);
  });

  it('is empty when every route fits', () => {
    expect(overBudget([{ route: '/', brotli: 1 }])).toEqual([]);
  });
});
