import { PREFETCH_LINKS_PLUGIN } from '../prefetch-links-plugin';

type CreateLink = (args: { url: string; attrs?: Record<string, unknown>; resourceContext?: { initiator: string } }) => unknown;
const createLink = PREFETCH_LINKS_PLUGIN.createLink as unknown as CreateLink;

describe('the prefetch-links runtime plugin', () => {
  it("turns a linked page's preloaded chunk into a prefetch (idle priority, no unused-preload warning)", () => {
    const link = createLink({
      url: '/remotes/hotel/v1/__federation_expose_HotelPage.js',
      attrs: { rel: 'preload', as: 'script' },
      resourceContext: { initiator: 'preloadRemote' },
    }) as HTMLLinkElement;
    expect(link.rel).toBe('prefetch');
    expect(link.getAttribute('href')).toBe('/remotes/hotel/v1/__federation_expose_HotelPage.js');
    expect(link.as).toBe('script');
  });

  it('leaves the links of the page being loaded to the runtime', () => {
    expect(
      createLink({ url: '/remotes/hotel/v1/hotel.css', attrs: { rel: 'stylesheet' }, resourceContext: { initiator: 'loadRemote' } }),
    ).toBeUndefined();
    expect(createLink({ url: '/remotes/hotel/v1/a.js', attrs: { rel: 'preload', as: 'script' } })).toBeUndefined();
  });
});
