import { formatScore } from '../format-score';
import { telHref } from '../tel-href';

describe('formatScore', () => {
  it('keeps one decimal at most, with a Polish comma', () => {
    expect(formatScore(4.5)).toBe('4,5');
    expect(formatScore(4)).toBe('4');
    expect(formatScore(4.26)).toBe('4,3');
    expect(formatScore(5.96)).toBe('6');
  });
});

describe('telHref', () => {
  it('keeps the digits and the leading plus', () => {
    expect(telHref('+48 22 100 20 30')).toBe('tel:+48221002030');
    expect(telHref('(22) 100-20-30')).toBe('tel:221002030');
  });
});
