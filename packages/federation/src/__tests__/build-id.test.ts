/** @jest-environment node */
import { BUILD_ID_LENGTH, BUILD_ID_PLACEHOLDER, computeBuildId } from '../build-id-plugin';

describe('computeBuildId', () => {
  it('depends on the output only, not on the order assets are listed', () => {
    const a = computeBuildId([
      ['main.js', 'x'],
      ['index.html', 'y'],
    ]);
    expect(
      computeBuildId([
        ['index.html', 'y'],
        ['main.js', 'x'],
      ]),
    ).toBe(a);
    expect(
      computeBuildId([
        ['main.js', 'x2'],
        ['index.html', 'y'],
      ]),
    ).not.toBe(a);
  });
  it('has the placeholder’s length so replacing it keeps source maps aligned', () => {
    expect(computeBuildId([['main.js', 'x']])).toHaveLength(BUILD_ID_LENGTH);
    expect(BUILD_ID_PLACEHOLDER).toHaveLength(BUILD_ID_LENGTH);
  });
});
