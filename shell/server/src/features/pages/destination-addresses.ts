import { guideLocationDetailsResponse, guideLocationQuery } from '@travel/contracts/api/content';

/** Places move with an offer import at most; an answer is asked again after this. */
const FRESH_MS = 10 * 60_000;
/** Keys remembered at most (any visitor can make up slugs). */
const MAX_ENTRIES = 5_000;

export interface DestinationAddresses {
  /**
   * The own path (`grecja/kreta`) of the place `key` names, by its path or by its slug alone
   * (`kreta`), as the destination guide's API finds it; undefined when no place has it or the API
   * could not say (down, shed, late): the caller then answers as before, never on a guess.
   */
  pathOf(key: string): Promise<string | undefined>;
  /** Forgets every answer: places may have changed. */
  clear(): void;
}

/** `null`: the API said no place has the key; undefined: it could not say. */
type Answer = string | null | undefined;

/**
 * The destination guide's own question (`GET /api/guide/location/details/?location=`) asked before
 * the page is rendered, so a place reached by its slug alone (`/kierunki/kreta/`) is sent to its
 * own path with a redirect, which crawlers and browsers without JavaScript follow too
 * (docs/adr/0250-canonical-listing-address.md, "Since"). Answers are kept a while; one request per key at a time.
 */
export function createDestinationAddresses(
  apiFetch: typeof fetch,
  options: { now?: () => number; timeoutMs?: number } = {},
): DestinationAddresses {
  const now = options.now ?? Date.now;
  const answers = new Map<string, { at: number; answer: Promise<Answer> }>();

  const ask = async (key: string): Promise<Answer> => {
    try {
      const response = await apiFetch(`/api/guide/location/details/?location=${encodeURIComponent(key)}`, {
        headers: { accept: 'application/json' },
        ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(options.timeoutMs) }),
      });
      if (response.status === 404) return null;
      if (!response.ok) return undefined;
      return guideLocationDetailsResponse.parse(await response.json()).location.path;
    } catch {
      return undefined;
    }
  };

  return {
    async pathOf(key) {
      // What the API would refuse (400) names no place: not asked.
      if (!guideLocationQuery.safeParse({ location: key }).success) return undefined;
      const at = now();
      const known = answers.get(key);
      if (known !== undefined && at - known.at < FRESH_MS) return (await known.answer) ?? undefined;
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      const entry = { at, answer: ask(key) };
      answers.set(key, entry);
      const answer = await entry.answer;
      // An answer the API could not give is not kept: the next request asks again.
      if (answer === undefined && answers.get(key) === entry) answers.delete(key);
      return answer ?? undefined;
    },
    clear() {
      answers.clear();
    },
  };
}
