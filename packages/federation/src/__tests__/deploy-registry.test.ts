/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteRegistry } from '@travel/contracts/remotes';
import {
  changeRegistryFile,
  hashDirectory,
  makeVersion,
  readRegistryFile,
  rollbackTarget,
  versionsToPrune,
  withPromotedCanary,
  withRemoteVersion,
  withRolledBack,
} from '../deploy-registry';

const search = { entry: '/remotes/search/20261101T000000Z-aaaaaaaa/mf-manifest.json', version: '20261101T000000Z-aaaaaaaa' };
const anna = { by: 'anna', at: new Date('2026-11-26T10:00:00Z') };
const piotr = { by: 'piotr', at: new Date('2026-11-26T11:00:00Z') };
const url = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

describe('makeVersion', () => {
  it('is a UTC timestamp plus the short content hash', () => {
    expect(makeVersion(new Date('2026-11-22T07:30:12.345Z'), '1a2b3c4d5e6f')).toBe('20261122T073012Z-1a2b3c4d');
  });
});

describe('withRemoteVersion', () => {
  it('switches one remote, keeps the others and records who deployed what and when', () => {
    const next = withRemoteVersion({ search }, 'reviews', 'v1', anna);
    expect(next['search']).toEqual(search);
    expect(next['reviews']).toEqual({
      entry: url('reviews', 'v1'),
      version: 'v1',
      previous: [],
      history: [{ action: 'deploy', version: 'v1', by: 'anna', at: '2026-11-26T10:00:00.000Z' }],
    });
  });

  it('keeps the versions before for a rollback, at most the last N', () => {
    let registry: RemoteRegistry = {};
    for (const version of ['v1', 'v2', 'v3', 'v4']) registry = withRemoteVersion(registry, 'hotel', version, anna, { keep: 3 });
    expect(registry['hotel']?.version).toBe('v4');
    expect(registry['hotel']?.previous).toEqual(['v3', 'v2']);
    expect(registry['hotel']?.history?.map((step) => step.version)).toEqual(['v4', 'v3', 'v2', 'v1']);
  });

  it('a canary leaves the live version and names its share', () => {
    const live = withRemoteVersion({}, 'hotel', 'v1', anna);
    const next = withRemoteVersion(live, 'hotel', 'v2', piotr, { canaryPercent: 10 });
    expect(next['hotel']).toMatchObject({
      version: 'v1',
      entry: url('hotel', 'v1'),
      canary: { version: 'v2', entry: url('hotel', 'v2'), percent: 10 },
    });
    expect(next['hotel']?.history?.[0]).toEqual({
      action: 'canary',
      version: 'v2',
      percent: 10,
      by: 'piotr',
      at: '2026-11-26T11:00:00.000Z',
    });
  });

  it('the first deploy of a remote is live even when asked for a canary: there is nothing else to serve', () => {
    expect(withRemoteVersion({}, 'hotel', 'v1', anna, { canaryPercent: 10 })['hotel']).toMatchObject({ version: 'v1' });
    expect(withRemoteVersion({}, 'hotel', 'v1', anna, { canaryPercent: 10 })['hotel']?.canary).toBeUndefined();
  });
});

describe('promote and rollback', () => {
  const withCanary = withRemoteVersion(
    withRemoteVersion(withRemoteVersion({}, 'hotel', 'v1', anna), 'hotel', 'v2', anna),
    'hotel',
    'v3',
    piotr,
    {
      canaryPercent: 50,
    },
  );

  it('promoting makes the canary everyone’s version and keeps the old one for a rollback', () => {
    const next = withPromotedCanary(withCanary, 'hotel', piotr);
    expect(next['hotel']).toMatchObject({ version: 'v3', entry: url('hotel', 'v3'), previous: ['v2', 'v1'] });
    expect(next['hotel']?.canary).toBeUndefined();
    expect(next['hotel']?.history?.[0]?.action).toBe('promote');
  });

  it('a rollback during a canary ends the canary and leaves the live version', () => {
    expect(rollbackTarget(withCanary['hotel'])).toBe('v2');
    const next = withRolledBack(withCanary, 'hotel', anna);
    expect(next['hotel']).toMatchObject({ version: 'v2', previous: ['v1'] });
    expect(next['hotel']?.canary).toBeUndefined();
  });

  it('a rollback goes one step back each time, and says so when there is nowhere to go', () => {
    const live = withPromotedCanary(withCanary, 'hotel', piotr);
    const once = withRolledBack(live, 'hotel', anna);
    expect(once['hotel']).toMatchObject({ version: 'v2', entry: url('hotel', 'v2'), previous: ['v1'] });
    expect(once['hotel']?.history?.[0]).toMatchObject({ action: 'rollback', version: 'v2', by: 'anna' });
    const twice = withRolledBack(once, 'hotel', anna);
    expect(twice['hotel']?.version).toBe('v1');
    expect(() => withRolledBack(twice, 'hotel', anna)).toThrow('no earlier version');
    expect(() => withPromotedCanary(twice, 'hotel', anna)).toThrow('no canary');
  });

  it('prunes only folders that are not live, canary or kept, and not among the newest', () => {
    const entry = withCanary['hotel'];
    expect(versionsToPrune(entry, ['v0', 'v1', 'v2', 'v3', 'old', 'v9.partial'], 2)).toEqual(['v0', 'old']);
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
    await changeRegistryFile(file, (registry) => withRemoteVersion(registry, 'hotel', 'v1', anna));
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ hotel: { entry: url('hotel', 'v1'), version: 'v1' } });
  });

  it('updates one entry in place, keeps the others and leaves no temp file', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ search, hotel: { entry: url('hotel', 'v1'), version: 'v1' } }));
    await changeRegistryFile(file, (registry) => withRemoteVersion(registry, 'hotel', 'v2', anna));
    expect(await readRegistryFile(file)).toMatchObject({ search, hotel: { entry: url('hotel', 'v2'), version: 'v2', previous: ['v1'] } });
    expect(await readdir(dir)).toEqual(['remotes.json']);
  });

  it('refuses to overwrite a corrupt registry', async () => {
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, JSON.stringify({ search: { entry: 42 } }));
    await expect(changeRegistryFile(file, (registry) => withRemoteVersion(registry, 'hotel', 'v2', anna))).rejects.toThrow(
      'not a valid remote registry',
    );
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
