import { BREAKPOINT_NAMES, minWidthQuery } from '@travel/ui';
import type { MediaFlags } from '../../store/ui-store';

export type MatchMedia = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;

/** Each flag is true when the viewport is at least that breakpoint wide (xxs 0 … xl 1280). */
export function readMediaFlags(matchMedia: MatchMedia): MediaFlags {
  return Object.fromEntries(BREAKPOINT_NAMES.map((name) => [name, matchMedia(minWidthQuery(name)).matches])) as MediaFlags;
}

/** Calls `onChange` with fresh flags whenever any breakpoint is crossed; returns the unsubscribe. */
export function watchMediaFlags(matchMedia: MatchMedia, onChange: (flags: MediaFlags) => void): () => void {
  const lists = BREAKPOINT_NAMES.map((name) => matchMedia(minWidthQuery(name)));
  const update = () => onChange(readMediaFlags(matchMedia));
  for (const list of lists) list.addEventListener('change', update);
  update();
  return () => {
    for (const list of lists) list.removeEventListener('change', update);
  };
}
