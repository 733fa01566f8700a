import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createRemoteFiles, remoteFileOf } from '../remote-files';

let dataDir: string;
const write = (relative: string, content: string) => {
  const file = join(dataDir, 'remotes', relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

const assets = (js: string[], css: string[] = [], asyncJs: string[] = []) => ({
  js: { sync: js, async: asyncJs },
  css: { sync: css, async: [] },
});

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'remote-files-'));
  write(
    'search/v2/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ name: 'ListingPage', assets: assets(['expose.1a2b3c4d.js'], ['expose.5e6f7a8b.css'], ['map.0badf00d.js']) }],
      // A manifest naming what is not a browser file directly in the folder gets nothing for it.
      shared: [
        {
          name: 'react',
          assets: assets(['react.11112222.js', 'server/exposes.cjs', '../../hotel/h1/remoteEntry.js', 'missing.33334444.js']),
        },
      ],
    }),
  );
  for (const file of [
    'remoteEntry.js',
    'expose.1a2b3c4d.js',
    'expose.5e6f7a8b.css',
    'map.0badf00d.js',
    'react.11112222.js',
    'server/exposes.cjs',
  ]) {
    write(`search/v2/${file}`, file);
  }
  write('search/v2/listing-page.38257086.css', 'asset module');
  write('search/v2/react.11112222.js.LICENSE.txt', 'MIT');
  write('search/v2/unnamed.99998888.js', 'not named');
  write('search/v2/mf-stats.json', '{}');
  write('search/v2/expose.1a2b3c4d.js.map', '{}');
  write('hotel/h1/remoteEntry.js', 'hotel');
  write('search/no-manifest/remoteEntry.js', 'undeployed');
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function allowed(version: string, file: string): Promise<boolean> {
  return (await createRemoteFiles(dataDir).rootOf({ name: 'search', version, file })) !== undefined;
}

describe('a remote version allow-list', () => {
  it.each([
    'mf-manifest.json',
    'remoteEntry.js',
    'expose.1a2b3c4d.js',
    'expose.5e6f7a8b.css',
    'map.0badf00d.js',
    'react.11112222.js',
    'listing-page.38257086.css',
    'react.11112222.js.LICENSE.txt',
  ])('holds %s', async (file) => {
    expect(await allowed('v2', file)).toBe(true);
  });

  it.each(['unnamed.99998888.js', 'mf-stats.json', 'expose.1a2b3c4d.js.map', 'missing.33334444.js', 'server', 'exposes.cjs'])(
    'does not hold %s',
    async (file) => {
      expect(await allowed('v2', file)).toBe(false);
    },
  );

  it('holds nothing of a version without a manifest', async () => {
    expect(await allowed('no-manifest', 'remoteEntry.js')).toBe(false);
  });
});

describe('remoteFileOf', () => {
  it('reads the normalised path', () => {
    expect(remoteFileOf('/remotes/search/v2/x/../%2e/remoteEntry.js?v=1')).toEqual({
      name: 'search',
      version: 'v2',
      file: 'remoteEntry.js',
    });
    expect(remoteFileOf('/remotes/search/v2/../../search_debug/d1/remoteEntry.js')).toEqual({
      name: 'search_debug',
      version: 'd1',
      file: 'remoteEntry.js',
    });
  });

  it.each([
    '/remotes/search/v2/./server/exposes.cjs',
    '/remotes/search/v2/server%2fexposes.cjs',
    '/remotes/search/v2/',
    '/remotes/Search/v2/a.js',
    '/x/search/v2/a.js',
  ])('names no remote file for %s', (url) => {
    expect(remoteFileOf(url)).toBeUndefined();
  });
});
