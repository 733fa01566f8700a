import { normalizedSegments } from '../url-path';

describe('normalizedSegments', () => {
  it.each([
    ['/remotes/search/v1/remoteEntry.js', ['remotes', 'search', 'v1', 'remoteEntry.js']],
    ['/remotes/search/v1/./server/exposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/remotes/search/v1/x/../server/exposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/remotes/search/v1/.//server/exposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/remotes/search/v1/%2e/server%2fexposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/remotes/search/v1/%2E%2E/v1/server%2Fexposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/remotes\\search\\v1%5cserver%5Cexposes.cjs', ['remotes', 'search', 'v1', 'server', 'exposes.cjs']],
    ['/./index.html', ['index.html']],
    ['/x/../index.html?x=1#y', ['index.html']],
    ['//main.js', ['main.js']],
  ])('%s names %j', (url, segments) => {
    expect(normalizedSegments(url)).toEqual(segments);
  });

  it('decodes once: a double-encoded escape stays a literal name', () => {
    expect(normalizedSegments('/%252e%252e/secret.txt')).toEqual(['%2e%2e', 'secret.txt']);
  });

  it.each(['/../secret.txt', '/a/../../secret.txt', '/%2e%2e/secret.txt', '/main.js%00.png', '/main\u0000.js', '/%zz', '/a%', '/%0a'])(
    'names no file for %j',
    (url) => {
      expect(normalizedSegments(url)).toBeUndefined();
    },
  );
});
