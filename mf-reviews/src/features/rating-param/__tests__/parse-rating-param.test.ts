import { parseRatingParam } from '../parse-rating-param';

describe('parseRatingParam', () => {
  it('accepts 1 to 6', () => {
    expect(parseRatingParam('1')).toBe(1);
    expect(parseRatingParam('6')).toBe(6);
  });
  it('ignores anything else', () => {
    for (const bad of [undefined, '', '0', '7', '5.5', 'abc', '12']) expect(parseRatingParam(bad)).toBeNull();
  });
});
