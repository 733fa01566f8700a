import { nameFromSlug } from '../name-from-slug';

describe('nameFromSlug', () => {
  it('capitalises each word of the slug', () => {
    expect(nameFromSlug('sol-palace-resort')).toBe('Sol Palace Resort');
  });
  it('ignores empty segments', () => {
    expect(nameFromSlug('-kreta--')).toBe('Kreta');
    expect(nameFromSlug('')).toBe('');
  });
});
