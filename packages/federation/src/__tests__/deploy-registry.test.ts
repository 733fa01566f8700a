/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashDirectory, makeVersion, readRegistryFile, updateRegistryFile, withRemoteVersion } from '../deploy-registry';

const search = { entry: '/remotes/search/20261101T000000Z-aaaaaaaa/mf-manifest.json', version: '20261101T000000Z-aaaaaaaa' };

describe('makeVersion', () => {
  it('is a UTC timestamp plus the short content hash', () => {
    expect(makeVersion(new Date('2026-11-22T07:30:12.345Z'), '1a2b3c4d5e6f')).toBe('20261122T073012Z-1a2b3c4d');
  });
});

describe('withRemoteVersion', () => {
  it('switches one remote and keeps the others', () => {
    const next = withRemoteVersion({ search }, 'reviews', '20261122T073012Z-1a2b3c4d');
    expect(next).toEqual({
      search,
      reviews: { entry: '/remotes/reviews/20261122T073012Z-1a2b3c4d/mf-manifest.json', version: '20261122T073012Z-1a2b3c4d' },
    });
  });
});

describe('registry file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'registry-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the registry when it does not exist', async () => {
    const file = path.join(dir, 'nested', 'remotes.json');
    await updateRegistryFile(file, 'hotel', 'v1');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ hotel: { entry: '/remotes/hotel/v1/mf-manifest.json', version: 'v1' } });
  });

  it('updates one entry in place, keeps the others and leaves no temp file', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ search, hotel: { entry: '/remotes/hotel/v1/mf-manifest.json', version: 'v1' } }));
    await updateRegistryFile(file, 'hotel', 'v2');
    expect(await readRegistryFile(file)).toEqual({ search, hotel: { entry: '/remotes/hotel/v2/mf-manifest.json', version: 'v2' } });
    expect(await readdir(dir)).toEqual(['remotes.json']);
  });

  it('refuses to overwrite a corrupt registry', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ search: { entry: 42 } }));
    await expect(updateRegistryFile(file, 'hotel', 'v2')).rejects.toThrow('not a valid remote registry');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ search: { entry: 42 } });
  });

  it('hashes a build folder by names and contents', async () => {
    await writeFile(path.join(dir, 'a.js'), 'one');
    const first = await hashDirectory(dir);
    expect(await hashDirectory(dir)).toBe(first);
    await writeFile(path.join(dir, 'a.js'), 'two');
    expect(await hashDirectory(dir)).not.toBe(first);
  });
});
