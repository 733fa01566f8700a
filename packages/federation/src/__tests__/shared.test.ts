import { createSharedConfig, isSharedRequest } from '../shared';

const dependencies = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@tanstack/react-query': '5.108.0',
  zustand: '5.1.0',
  i18next: '26.7.2',
  'react-i18next': '17.1.13',
  '@sentry/react': '11.12.0',
  '@travel/event-bus': '^1.0.0',
  '@travel/i18n': '^1.2.0',
  '@travel/ui': '^1.0.0',
  '@travel/api-client': '^1.0.0',
};
const workspaceVersions = { '@travel/event-bus': '1.0.0', '@travel/i18n': '1.2.3', '@travel/ui': '1.0.0', '@travel/api-client': '1.0.0' };

describe('createSharedConfig', () => {
  it('makes every architecture singleton a singleton, with the app versions', () => {
    const shared = createSharedConfig({ dependencies, workspaceVersions });
    expect(Object.keys(shared).sort()).toEqual([...Object.keys(dependencies), 'react/', 'react-dom/'].sort());
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
    expect(shared['react-dom/']?.requiredVersion).toBe('19.3.1');
    // The app's own range, not one made up from the version it happens to build with.
    expect(shared['@travel/i18n']).toEqual({ singleton: true, requiredVersion: '^1.2.0', strictVersion: true, version: '1.2.3' });
    for (const entry of Object.values(shared)) expect(entry.strictVersion).toBe(true);
  });

  it('refuses an app range its workspace package does not satisfy, or none at all', () => {
    expect(() => createSharedConfig({ dependencies: { ...dependencies, '@travel/ui': '^2.0.0' }, workspaceVersions })).toThrow(
      '"@travel/ui" with a version range its workspace version 1.0.0 satisfies',
    );
    expect(() => createSharedConfig({ dependencies: { ...dependencies, '@travel/ui': '*' }, workspaceVersions })).toThrow('not "*"');
  });

  it('bundles every singleton eagerly for the host but those no page needs before it is interactive', () => {
    const shared = createSharedConfig({ dependencies, workspaceVersions, eager: true });
    const lazy = Object.keys(shared).filter((key) => shared[key]?.eager !== true);
    expect(lazy).toEqual(['@sentry/react']);
    expect(Object.values(createSharedConfig({ dependencies, workspaceVersions })).some((entry) => entry.eager)).toBe(false);
  });

  it('leaves out a workspace package that has no source yet', () => {
    const shared = createSharedConfig({ dependencies, workspaceVersions, isResolvable: (pkg) => pkg !== '@travel/ui' });
    expect(shared['@travel/ui']).toBeUndefined();
    expect(shared['@travel/event-bus']).toBeDefined();
  });

  it('fails loudly when an app does not depend on a singleton', () => {
    const { zustand: _omitted, ...rest } = dependencies;
    expect(() => createSharedConfig({ dependencies: rest, workspaceVersions })).toThrow('"zustand"');
  });
});

describe('isSharedRequest', () => {
  it('leaves every singleton and its deep imports to the host of a server bundle', () => {
    for (const request of [
      'react',
      'react/jsx-runtime',
      'react-dom/server',
      'react-router-dom',
      '@tanstack/react-query',
      'i18next',
      '@travel/i18n',
      '@travel/ui',
    ]) {
      expect([request, isSharedRequest(request)]).toEqual([request, true]);
    }
  });

  it('bundles everything else, including look-alike names', () => {
    for (const request of [
      'zod',
      '@travel/contracts/api/offers',
      '@travel/search-model',
      'date-fns',
      'reactive',
      '@travel/ui-kit',
      './offer-card',
    ]) {
      expect([request, isSharedRequest(request)]).toEqual([request, false]);
    }
  });
});
