import { mailRatingOf, reviewFormPath } from '../reviews';

// docs/product/reviews.md: the e-mail entry carries a rating of the 1-6 scale; any other is dropped.
describe('mailRatingOf', () => {
  it('reads 1 to 6', () => {
    for (const rating of [1, 2, 3, 4, 5, 6]) expect(mailRatingOf(String(rating))).toBe(rating);
  });
  it('holds no rating for anything else', () => {
    for (const bad of [undefined, '', '0', '7', '9', '05', '5.5', ' 5', 'abc', '12']) expect(mailRatingOf(bad)).toBeNull();
  });
});

describe('reviewFormPath', () => {
  it('is the plain form of the hotel, its slug kept as an address segment', () => {
    expect(reviewFormPath('hotel-morski')).toBe('/dodaj-opinie/hotel-morski/');
    expect(reviewFormPath('a/b?c')).toBe('/dodaj-opinie/a%2Fb%3Fc/');
  });
});
