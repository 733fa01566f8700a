import { isNotFound, notFound, PageNotFound } from '../page-loader';

describe('notFound()', () => {
  it('is recognised thrown or returned, and carries its reason', () => {
    const marker = notFound('no hotel sol-palace');
    expect(isNotFound(marker)).toBe(true);
    expect(marker.message).toBe('no hotel sol-palace');
    expect(() => {
      throw marker;
    }).toThrow(PageNotFound);
  });

  it('is recognised from another copy of this package (a remote’s server bundle), by its global symbol', () => {
    const foreign = Object.assign(new Error('page not found'), { [Symbol.for('@travel/api-client/page-not-found')]: true });
    expect(isNotFound(foreign)).toBe(true);
  });

  it('is not any error, nor nothing', () => {
    expect(isNotFound(new Error('page not found'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
