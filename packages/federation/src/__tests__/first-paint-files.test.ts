/** @jest-environment node */
import { remoteFiles, shareKeyOf, shellFiles, type BuildStats } from '../size/first-paint-files';

const consume = (key: string) => `consume-shared-module|default|${key}|^1.0.0|false|/x/${key}.js|true|false|undefined`;
const consumeModule = (key: string) => ({ moduleType: 'consume-shared-module', identifier: consume(key) });

const shell: BuildStats = {
  entrypoints: { main: { chunks: ['main'] } },
  chunks: [
    { id: 'main', files: ['main.js'], origins: [{ request: './src/index.ts' }] },
    { id: 10, files: ['10.aaaa.js'], origins: [{ request: './bootstrap' }], modules: [consumeModule('react'), consumeModule('react-dom')] },
    { id: 11, files: [], origins: [{ request: './bootstrap' }], modules: [consumeModule('react/jsx-runtime')] },
    { id: 20, files: ['20.react.js'], origins: [{ moduleIdentifier: consume('react') }] },
    { id: 21, files: ['21.react-dom.js'], origins: [{ moduleIdentifier: consume('react-dom') }], modules: [consumeModule('react')] },
    { id: 22, files: ['22.jsx.js'], origins: [{ moduleIdentifier: consume('react/jsx-runtime') }] },
    { id: 23, files: ['23.lazy.js'], origins: [{ request: './lazy-feature' }] },
  ],
};

const remote: BuildStats = {
  entrypoints: { hotel: { chunks: ['hotel'] } },
  chunks: [
    { id: 'hotel', files: ['remoteEntry.js'] },
    {
      id: 1,
      files: ['__federation_expose_HotelPage.x.js'],
      origins: [{ request: './src/exposes/hotel-page.tsx', moduleIdentifier: 'container entry (default) [...]' }],
      modules: [consumeModule('react'), consumeModule('zustand')],
    },
    {
      id: 2,
      files: ['__federation_expose_OfferPage.x.js'],
      origins: [{ request: './src/exposes/offer-page.tsx', moduleIdentifier: 'container entry (default) [...]' }],
    },
    { id: 3, files: ['3.react.js'], origins: [{ moduleIdentifier: consume('react') }] },
    { id: 4, files: ['4.zustand.js'], origins: [{ moduleIdentifier: consume('zustand') }] },
  ],
};

describe('first-paint files', () => {
  it('follows the shell entry, the bootstrap chunks and the shared fallbacks they consume, not lazy chunks', () => {
    const loaded = new Set<string>();
    expect(shellFiles(shell, loaded)).toEqual(['main.js', '10.aaaa.js', '20.react.js', '21.react-dom.js', '22.jsx.js']);
    expect([...loaded].sort()).toEqual(['react', 'react-dom', 'react/jsx-runtime']);
  });

  it('adds the remote entry, its expose and only the shared packages the shell did not load', () => {
    const loaded = new Set(['react', 'react-dom', 'react/jsx-runtime']);
    expect(remoteFiles(remote, 'hotel', './src/exposes/hotel-page.tsx', loaded)).toEqual([
      'remoteEntry.js',
      '__federation_expose_HotelPage.x.js',
      '4.zustand.js',
    ]);
  });

  it('reads the share key of a consume module', () => {
    expect(shareKeyOf(consume('@tanstack/react-query'))).toBe('@tanstack/react-query');
  });
});
