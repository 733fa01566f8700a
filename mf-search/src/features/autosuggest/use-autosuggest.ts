import { useEffect, useState } from 'react';
import { isAbortError } from '@travel/api-client';
import { isSearchKeywordLongEnough } from '@travel/search-model';
import { createFetchSuggestions, type AutosuggestFilters, type AutosuggestResult, type FetchSuggestions } from './api/autosuggest-api';

/** Keystrokes closer together than this send one request (the last). */
export const AUTOSUGGEST_DEBOUNCE_MS = 250;

export type AutosuggestStatus = 'empty' | 'tooShort' | 'loading' | 'ready' | 'error';

export interface AutosuggestState {
  status: AutosuggestStatus;
  result: AutosuggestResult | null;
}

export interface UseAutosuggestOptions extends AutosuggestFilters {
  fetchSuggestions?: FetchSuggestions;
  debounceMs?: number;
}

let sharedFetch: FetchSuggestions | null = null;
// Created on first use, so importing the feature builds no client.
const defaultFetch: FetchSuggestions = (keyword, filters, signal) => (sharedFetch ??= createFetchSuggestions())(keyword, filters, signal);

interface Answer {
  key: string;
  result: AutosuggestResult | null;
}

/**
 * Suggestions for a keyword: debounced, and a newer keyword aborts the older request (its late
 * answer could otherwise overwrite the newer one). Under 3 characters nothing is sent.
 */
export function useAutosuggest(keyword: string, options: UseAutosuggestOptions = {}): AutosuggestState {
  const { category, transport, debounceMs = AUTOSUGGEST_DEBOUNCE_MS } = options;
  const fetchSuggestions = options.fetchSuggestions ?? defaultFetch;
  const trimmed = keyword.trim();
  const longEnough = isSearchKeywordLongEnough(trimmed);
  const key = JSON.stringify([trimmed, category ?? null, transport ?? null]);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    const filters: AutosuggestFilters = {};
    if (category !== undefined) filters.category = category;
    if (transport !== undefined) filters.transport = transport;
    const timer = setTimeout(() => {
      fetchSuggestions(trimmed, filters, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted) setAnswer({ key, result });
        },
        (error: unknown) => {
          if (!isAbortError(error) && !controller.signal.aborted) setAnswer({ key, result: null });
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, trimmed, longEnough, category, transport, debounceMs, fetchSuggestions]);

  if (trimmed === '') return { status: 'empty', result: null };
  if (!longEnough) return { status: 'tooShort', result: null };
  if (answer === null || answer.key !== key) return { status: 'loading', result: null };
  if (answer.result === null) return { status: 'error', result: null };
  return { status: 'ready', result: answer.result };
}
