/** @jest-environment jsdom */
import { TEXTS_VERSION_META } from '@travel/contracts/texts-version';
import { textsCacheVersion } from '../texts-cache-version';

afterEach(() => {
  document.head.innerHTML = '';
});

it('keeps stored texts under the shell build and the texts version the page names', () => {
  document.head.innerHTML = `<meta name="${TEXTS_VERSION_META}" content="a1b2c3d4e5f6">`;
  expect(textsCacheVersion('build-42', document)).toBe('build-42.a1b2c3d4e5f6');
  // Texts changed on the server: another version, so the copy stored under the old one is not read.
  document.head.innerHTML = `<meta name="${TEXTS_VERSION_META}" content="0f9e8d7c6b5a">`;
  expect(textsCacheVersion('build-42', document)).toBe('build-42.0f9e8d7c6b5a');
});

it('falls back to the build id on a page without the version (a site server older than it)', () => {
  expect(textsCacheVersion('build-42', document)).toBe('build-42');
});
