/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteTexts, type TextsSnapshot } from '../site-texts';

let root: string;
let seconds = 1_000_000;
/** Each write gets a later mtime, as a deploy replacing the file would. */
const write = (file: string, content: unknown) => {
  const path = join(root, 'pl', file);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  seconds += 10;
  utimesSync(path, seconds, seconds);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-texts-'));
  mkdirSync(join(root, 'pl'));
  write('common.json', { header: { menu: 'Menu' } });
  write('hotel.json', { title: 'Hotel' });
  write('README.md', 'not a namespace');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('serves every namespace file and renders with the same texts', async () => {
  const texts = await createSiteTexts(root, { checkEveryMs: 0 });
  const snapshot = await texts.current();
  expect([...snapshot.files.keys()]).toEqual(['common', 'hotel']);
  expect(JSON.parse(snapshot.files.get('hotel') ?? '')).toEqual({ title: 'Hotel' });
  expect((await texts.i18n()).getResource('pl', 'hotel', 'title')).toBe('Hotel');
});

it('follows a texts deploy without a restart: new files, a new version, a new instance, one notice', async () => {
  const changes: TextsSnapshot[] = [];
  const texts = await createSiteTexts(root, { checkEveryMs: 0, onChange: (snapshot) => changes.push(snapshot) });
  const before = await texts.current();
  const i18nBefore = await texts.i18n();
  expect(await texts.i18n()).toBe(i18nBefore);

  write('hotel.json', { title: 'Hotel', glance: { heading: 'Cena wybranej oferty' } });
  const after = await texts.current();
  expect(after.version).not.toBe(before.version);
  expect((await texts.i18n()).getResource('pl', 'hotel', 'glance.heading')).toBe('Cena wybranej oferty');
  expect(changes.map((snapshot) => snapshot.version)).toEqual([after.version]);

  // Touched without a change of content: the same version, no notice.
  write('hotel.json', { title: 'Hotel', glance: { heading: 'Cena wybranej oferty' } });
  expect((await texts.current()).version).toBe(after.version);
  expect(changes).toHaveLength(1);
});

it('keeps the last good texts while a file does not parse, and reads the repaired one', async () => {
  const warnings: string[] = [];
  const texts = await createSiteTexts(root, { checkEveryMs: 0, warn: (message) => warnings.push(message) });
  const good = await texts.current();
  write('hotel.json', '{"title": "Hot');
  expect(await texts.current()).toBe(good);
  expect(warnings).toHaveLength(1);
  write('hotel.json', { title: 'Hotel nad morzem' });
  expect((await texts.i18n()).getResource('pl', 'hotel', 'title')).toBe('Hotel nad morzem');
});

it('looks at the folder no more than once per interval', async () => {
  let clock = 0;
  const texts = await createSiteTexts(root, { checkEveryMs: 1000, now: () => clock });
  const before = await texts.current();
  write('hotel.json', { title: 'Inny' });
  clock = 999;
  expect((await texts.current()).version).toBe(before.version);
  clock = 1000;
  expect((await texts.current()).version).not.toBe(before.version);
});

it('does not start without its texts', async () => {
  await expect(createSiteTexts(join(root, 'nie-ma'))).rejects.toThrow(/ENOENT/);
});
