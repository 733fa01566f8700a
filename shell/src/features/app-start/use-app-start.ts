import { eventBus } from '@travel/event-bus';
import { useEffect } from 'react';
import { uiStore } from '../../store/ui-store';
import { shellApiClient } from '../api-errors/shell-api-client';
import { readCookie } from '../cookies/cookies';
import { runAppStart } from './run-app-start';

let started = false;

/** Runs the start-up calls once per page load (StrictMode's double effect included). */
export function useAppStart(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    const { setFavoritesIsPending } = uiStore.getState();
    void runAppStart({
      bus: eventBus,
      client: shellApiClient,
      readCookie: (name) => readCookie(name),
      setFavoritesIsPending,
    });
  }, []);
}
