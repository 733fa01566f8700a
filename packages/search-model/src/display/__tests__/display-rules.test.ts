import {
  childAge,
  displayedPrice,
  countChildren,
  isInfant,
  priceCapLabel,
  ratingLabel,
  ratingLabelKey,
  transportKind,
} from '../display-rules';

describe('display rules', () => {
  it.each([
    ['F', 'flight'],
    ['NF', 'flight'],
    ['f', 'flight'],
    ['BA', 'bus'],
    ['BU', 'bus'],
    ['NB', 'bus'],
    ['W', 'own'],
    ['X', 'own'],
    ['', 'own'],
  ])('transport code %j is %s', (code, kind) => {
    expect(transportKind(code)).toBe(kind);
  });

  it.each<[number | null, string]>([
    [0, 'none'],
    [null, 'none'],
    [1, 'mild'],
    [2.49, 'mild'],
    [2.5, 'weak'],
    [2.99, 'weak'],
    [3, 'medium'],
    [3.49, 'medium'],
    [3.5, 'average'],
    [3.99, 'average'],
    [4, 'good'],
    [4.99, 'good'],
    [5, 'veryGood'],
    [5.39, 'veryGood'],
    [5.4, 'excellent'],
    [5.69, 'excellent'],
    [5.7, 'fantastic'],
    [6, 'fantastic'],
  ])('score %p is %s', (score, key) => {
    expect(ratingLabelKey(score)).toBe(key);
  });

  it("labels a missing score 'Nie oceniono'", () => {
    expect(ratingLabel(0)).toBe('Nie oceniono');
  });

  it('counts a child under one as an infant', () => {
    expect(isInfant('2026-01-10', '2026-11-22')).toBe(true);
    expect(isInfant('2025-11-22', '2026-11-22')).toBe(false);
    expect(childAge('2025-11-23', '2026-11-22')).toBe('infant');
    expect(childAge('2019-05-01', '2026-11-22')).toBe(7);
    expect(countChildren(['2026-01-10', '2019-05-01', '2025-12-01'], '2026-11-22')).toEqual({ infants: 2, children: 1 });
  });

  it("shows 'bez limitu' for a price without a cap", () => {
    expect(priceCapLabel(null)).toBe('bez limitu');
    expect(priceCapLabel(2000, (value) => `${value} zł`)).toBe('2000 zł');
  });

  it('shows the price for all or per person', () => {
    expect(displayedPrice({ pricePerPerson: 2499, priceTotal: 4998 }, true)).toBe(4998);
    expect(displayedPrice({ pricePerPerson: 2499, priceTotal: 4998 }, false)).toBe(2499);
  });
});
