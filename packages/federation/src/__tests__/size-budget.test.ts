import { distanceFromAim, overBudget, ROUTE_AIM_BYTES, ROUTE_BUDGET_BYTES } from '../size/budget';

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

describe('the first-load aim (docs/adr/0330-first-load-gap.md)', () => {
  it('is 130 KB brotli per route, below the budget the check holds', () => {
    expect(ROUTE_AIM_BYTES).toBe(133_120);
    expect(ROUTE_AIM_BYTES).toBeLessThan(ROUTE_BUDGET_BYTES);
  });

  it('says met at or below it, and the distance above it', () => {
    expect(distanceFromAim(ROUTE_AIM_BYTES)).toBe('met');
    expect(distanceFromAim(100 * 1024)).toBe('met');
    expect(distanceFromAim(169.4 * 1024)).toBe('+39.4 KB');
  });
});
