import { departureWindowOf, departureWindowRange } from '../departure-window';

const now = new Date('2026-12-28T10:00:00Z');

describe('departure windows', () => {
  it.each([
    ['1-7', { from: '2026-12-29', to: '2027-01-04' }],
    ['8-14', { from: '2027-01-05', to: '2027-01-11' }],
    ['15-30', { from: '2027-01-12', to: '2027-01-27' }],
  ])('%s days from today', (slug, range) => {
    expect(departureWindowRange(slug, now)).toEqual(range);
    expect(departureWindowOf(range, now)).toBe(slug);
  });

  it('knows no other window', () => {
    expect(departureWindowRange('31-60', now)).toBeNull();
    expect(departureWindowOf({ from: '2026-12-29', to: '2027-01-05' }, now)).toBeNull();
    expect(departureWindowOf(null, now)).toBeNull();
  });
});
