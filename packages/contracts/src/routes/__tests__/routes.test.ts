import { REMOTE_NAMES } from '../../remotes';
import { ROUTES, ROUTES_BY_REMOTE } from '../index';

describe('routes', () => {
  it('give every remote a slice of its own pages only', () => {
    for (const name of REMOTE_NAMES) {
      const slice = ROUTES_BY_REMOTE[name];
      expect(slice.length).toBeGreaterThan(0);
      expect(slice.filter((route) => route.remote !== name)).toEqual([]);
    }
  });

  it('compose into one table with unique ids and paths', () => {
    expect(ROUTES.length).toBe(REMOTE_NAMES.reduce((sum, name) => sum + ROUTES_BY_REMOTE[name].length, 0));
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('keeps the order flow to the four order steps', () => {
    expect(ROUTES.filter((route) => route.inOrderFlow).map((route) => route.path)).toEqual([
      '/rezerwacja/:orderId/dane/',
      '/rezerwacja/:orderId/potwierdzenie-danych/',
      '/rezerwacja/:orderId/podsumowanie/',
      '/rezerwacja/:orderId/platnosc/',
    ]);
  });
});
