import { meanRating } from '../mean-rating';

describe('meanRating', () => {
  it('rounds a mean halfway between tenths up, as the database does', () => {
    // 15.0 / 4 = 3.75 and 53.9 / 14 = 3.85: summed as floats they land just below the half.
    expect(meanRating([3.6, 3.9, 3.8, 3.7])).toBe(3.8);
    expect(meanRating([3.1, 4.8, 3.1, 3.2, 3.2, 4.6, 4.3, 4.6, 4.8, 3.9, 3.6, 3.4, 4, 3.3])).toBe(3.9);
  });

  it('keeps one decimal and answers null for no ratings', () => {
    expect(meanRating([5])).toBe(5);
    expect(meanRating([4, 5])).toBe(4.5);
    expect(meanRating([1, 2, 2])).toBe(1.7);
    expect(meanRating([])).toBeNull();
  });

  it('agrees with exact decimal arithmetic on any list of 1-6 ratings with one decimal', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 2000; run++) {
      const tenths = Array.from({ length: 1 + Math.floor(next() * 20) }, () => 10 + Math.floor(next() * 51));
      const sum = tenths.reduce((a, b) => a + b, 0);
      // Half up in integers: (2·sum + n) div (2·n) tenths.
      const expected = Math.floor((2 * sum + tenths.length) / (2 * tenths.length)) / 10;
      expect(meanRating(tenths.map((t) => t / 10))).toBe(expected);
    }
  });
});
