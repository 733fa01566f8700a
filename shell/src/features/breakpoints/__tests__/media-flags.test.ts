import { watchMediaFlags, type MatchMedia } from '../media-flags';

function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matchMedia: MatchMedia = (query) => {
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return current >= min;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as ReturnType<MatchMedia>;
  };
  return {
    matchMedia,
    resize(next: number) {
      current = next;
      for (const l of listeners) l();
    },
    listenerCount: () => listeners.size,
  };
}

describe('breakpoint flags', () => {
  it('follow the spec breakpoints xxs 0, xs 384, sm 576, md 768, lg 1024, xl 1280', () => {
    const viewport = fakeViewport(800);
    const seen: unknown[] = [];
    const stop = watchMediaFlags(viewport.matchMedia, (flags) => seen.push(flags));
    expect(seen.at(-1)).toEqual({ xxs: true, xs: true, sm: true, md: true, lg: false, xl: false });
    viewport.resize(383);
    expect(seen.at(-1)).toEqual({ xxs: true, xs: false, sm: false, md: false, lg: false, xl: false });
    viewport.resize(1280);
    expect(seen.at(-1)).toEqual({ xxs: true, xs: true, sm: true, md: true, lg: true, xl: true });
    stop();
    expect(viewport.listenerCount()).toBe(0);
  });
});
