import { assert as fcAssert, integer, property } from 'fast-check';
import { formatRating } from '../format-rating';
import { fillTemplate, formatRating as serverFormatRating } from '../source-texts';

// docs/product/validation-and-display.md: a rating shows one decimal, with a decimal comma.
describe('formatRating', () => {
  it.each([
    [6, '6,0'],
    [5, '5,0'],
    [5.3, '5,3'],
    [4.26, '4,3'],
    [4.25, '4,3'],
    [5.96, '6,0'],
    [1, '1,0'],
    [0, '0,0'],
  ])('writes %d as %s', (score, shown) => {
    expect(formatRating(score)).toBe(shown);
  });

  it('writes every tenth of the scale with exactly one decimal after a comma, and reads back as the same tenth', () => {
    fcAssert(
      property(integer({ min: 0, max: 60 }), (tenths) => {
        const shown = formatRating(tenths / 10);
        expect(shown).toMatch(/^\d,\d$/);
        expect(Number(shown.replace(',', '.'))).toBe(tenths / 10);
      }),
    );
  });

  it('is the one the servers fill their sentences with', () => {
    expect(serverFormatRating).toBe(formatRating);
    expect(fillTemplate('{{score}}/6', { score: serverFormatRating(6) })).toBe('6,0/6');
  });
});
