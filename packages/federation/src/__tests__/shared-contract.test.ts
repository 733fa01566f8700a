import { satisfies } from '../semver-range';
import { describeUnmet, sharedOffersOf, SharedRequirementError, unmetRequirements } from '../shared-contract';
import { createSharedRequirementsPlugin } from '../runtime/shared-requirements-plugin';

/** The parts of an `mf-manifest.json` the contract reads, shaped as the federation plugin writes them. */
function manifest(shared: Array<[string, string, string]>, subsets: Record<string, string[]> = {}) {
  return {
    metaData: { name: 'x' },
    exposes: [],
    shared: shared.map(([name, version, requiredVersion]) => ({ id: `x:${name}`, name, version, requiredVersion, singleton: true })),
    travelSubsets: subsets,
  };
}

const shell = manifest(
  [
    ['react', '19.3.1', '19.3.1'],
    ['@travel/ui', '1.0.0', '^1.0.0'],
    ['react-router-dom', '7.18.5', '7.18.5'],
  ],
  { 'react-router-dom': ['BrowserRouter', 'Link', 'useLocation'] },
);

describe('satisfies', () => {
  it.each([
    ['1.2.3', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^1.1.0', false],
    ['0.2.1', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['1.0.0-rc.1', '^1.0.0', false],
    ['5.0.0', '>=4.0.0', true],
    ['1.0.0', '*', true],
    ['1.0.0', 'workspace:foo', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

describe('the share contract', () => {
  it('serves a remote built with the same versions and a subset the shell has', () => {
    const remote = manifest(
      [
        ['react/jsx-runtime', '19.3.1', '^19.3.1'],
        ['@travel/ui', '1.0.0', '^1.0.0'],
        ['react-router-dom', '7.18.5', '7.18.5'],
      ],
      { 'react-router-dom': ['Link', 'useLocation'] },
    );
    expect(unmetRequirements(sharedOffersOf(remote), sharedOffersOf(shell))).toEqual([]);
  });

  it('names package, required and provided version when the shell is older', () => {
    const remote = manifest([['@travel/ui', '1.1.0', '^1.1.0']]);
    const unmet = unmetRequirements(sharedOffersOf(remote), sharedOffersOf(shell));
    expect(unmet).toEqual([{ package: '@travel/ui', required: '^1.1.0', provided: '1.0.0' }]);
    expect(describeUnmet('content', unmet[0]!)).toBe('content requires @travel/ui ^1.1.0, the shell provides 1.0.0');
  });

  it('refuses a remote built with a larger subset than the shell provides under the same version', () => {
    const remote = manifest([['react-router-dom', '7.18.5', '7.18.5']], { 'react-router-dom': ['Link', 'useMatch'] });
    const [unmet] = unmetRequirements(sharedOffersOf(remote), sharedOffersOf(shell));
    expect(unmet?.missingExports).toEqual(['useMatch']);
    expect(describeUnmet('hotel', unmet!)).toBe(
      'hotel requires react-router-dom 7.18.5 (subset with useMatch), the shell provides 7.18.5 (subset without them)',
    );
  });

  it('leaves packages the shell does not share to the remote’s own copy', () => {
    expect(unmetRequirements(sharedOffersOf(manifest([['date-fns', '4.4.0', '^4.4.0']])), sharedOffersOf(shell))).toEqual([]);
  });
});

describe('the host’s runtime check', () => {
  const plugin = createSharedRequirementsPlugin(sharedOffersOf(shell));
  const check = (remote: unknown) =>
    (plugin.loadRemoteSnapshot as (args: unknown) => Promise<unknown>)({
      moduleInfo: { name: 'content' },
      manifestJson: remote,
      remoteSnapshot: {},
    });

  it('lets a remote it can serve load', async () => {
    const args = await check(manifest([['@travel/ui', '1.0.0', '^1.0.0']]));
    expect(args).toMatchObject({ moduleInfo: { name: 'content' } });
  });

  it('fails the load of a remote it cannot serve with the reason, before the remote’s code runs', async () => {
    const failure = check(manifest([['@travel/ui', '1.1.0', '^1.1.0']]));
    await expect(failure).rejects.toBeInstanceOf(SharedRequirementError);
    await expect(failure).rejects.toThrow('content requires @travel/ui ^1.1.0, the shell provides 1.0.0');
  });
});
