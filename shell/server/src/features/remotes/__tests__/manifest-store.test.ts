import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createManifestStore } from '../manifest-store';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'manifests-'));
  const write = (relative: string, value: unknown) => {
    mkdirSync(join(dataDir, relative, '..'), { recursive: true });
    writeFileSync(join(dataDir, relative), JSON.stringify(value));
  };
  write('remotes/order/o1/mf-manifest.json', {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' }, publicPath: 'https://cdn.example.pl/order/o1/' },
    exposes: [
      {
        name: 'OrderPage',
        path: './OrderPage',
        assets: { js: { sync: ['a.11111111.js', 'b.22222222.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  });
  write('remotes/hotel/broken/mf-manifest.json', { exposes: 'nope' });
  writeFileSync(join(dataDir, 'outside.json'), '{}');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('createManifestStore', () => {
  it('resolves assets against an absolute publicPath and the entry path', async () => {
    const preloads = await createManifestStore(dataDir).preloadsFor('/remotes/order/o1/mf-manifest.json', 'OrderPage');
    expect(preloads).toEqual({
      manifestUrl: '/remotes/order/o1/mf-manifest.json',
      assetBase: 'https://cdn.example.pl/order/o1/',
      remoteEntryUrl: 'https://cdn.example.pl/order/o1/entry/remoteEntry.js',
      scripts: ['https://cdn.example.pl/order/o1/a.11111111.js', 'https://cdn.example.pl/order/o1/b.22222222.js'],
      styles: [],
    });
  });

  it('keeps only the manifest preload for an unreadable manifest, a foreign URL or a path escaping remotes/', async () => {
    const store = createManifestStore(dataDir);
    for (const url of [
      '/remotes/hotel/broken/mf-manifest.json',
      'https://cdn.example.pl/x/mf-manifest.json',
      '/remotes/../outside.json',
      '/remotes/%2e%2e/outside.json',
    ]) {
      expect(await store.preloadsFor(url, 'HotelPage')).toMatchObject({
        manifestUrl: url,
        remoteEntryUrl: undefined,
        scripts: [],
        styles: [],
      });
    }
  });

  it('returns the entry but no chunks for a module the remote does not expose', async () => {
    const preloads = await createManifestStore(dataDir).preloadsFor('/remotes/order/o1/mf-manifest.json', 'Missing');
    expect(preloads.remoteEntryUrl).toBeDefined();
    expect(preloads.scripts).toEqual([]);
  });

  it('names the folder of a deployed version, which its assets resolve against', async () => {
    const preloads = await createManifestStore(dataDir).preloadsFor('/remotes/hotel/broken/mf-manifest.json', 'HotelPage');
    expect(preloads.assetBase).toBe('/remotes/hotel/broken/');
  });
});
