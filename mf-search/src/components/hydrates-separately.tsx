import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around a large part of a server-rendered page: React hydrates each boundary
 * as a task of its own and lets the browser breathe in between, instead of one long task for the
 * whole page (Total Blocking Time). Nothing inside suspends once its data is there, so the
 * fallback is never shown in practice.
 */
export function HydratesSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
