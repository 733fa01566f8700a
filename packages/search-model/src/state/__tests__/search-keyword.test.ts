import { isSearchKeywordLongEnough } from '../search-keyword';

describe('search keyword', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    ['Łód', true],
    ['Kreta', true],
  ])('%j long enough: %s', (keyword, expected) => {
    expect(isSearchKeywordLongEnough(keyword)).toBe(expected);
  });
});
