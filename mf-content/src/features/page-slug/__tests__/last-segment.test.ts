import { lastSegment } from '../last-segment';

describe('lastSegment', () => {
  it('returns the last non-empty segment', () => {
    expect(lastSegment('/przewodnik/dokumenty/')).toBe('dokumenty');
    expect(lastSegment('/o-nas')).toBe('o-nas');
    expect(lastSegment('/')).toBe('');
  });
});
