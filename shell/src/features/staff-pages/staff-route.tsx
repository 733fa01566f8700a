import { permissionsFor } from '@travel/contracts/events';
import { SIGN_IN_PAGE_PATH } from '@travel/contracts/routes';
import type { StaffRouteEntry } from '@travel/contracts/routes';
import { Navigate, useLocation } from 'react-router-dom';
import { useUiStore } from '../../store/ui-store';
import { readCookie } from '../cookies/cookies';
import { RemoteSkeleton } from '../remote-slot/remote-skeleton';
import { RemoteSlot } from '../remote-slot/remote-slot';
import { ForbiddenPage } from './forbidden-page';

/**
 * A staff page (docs/adr/0145-staff-debug-remotes.md). The site server has already decided on a
 * full load (sign-in redirect, 403, or the shell) and registered the `*_debug` container only for
 * staff; this decides the same in the browser from the user the shell asked the API for. The
 * API checks the role again on every call the page makes.
 */
export function StaffRoute({ route }: { route: StaffRouteEntry }) {
  const user = useUiStore((s) => s.userInfo);
  const { pathname, search } = useLocation();
  if (user === null) {
    // `authcheck=1`: the user is being asked for; without it nobody is signed in.
    if (readCookie('authcheck') === '1') return <RemoteSkeleton />;
    return <Navigate to={`${SIGN_IN_PAGE_PATH}?next=${encodeURIComponent(`${pathname}${search}`)}`} replace />;
  }
  if (!permissionsFor(user)[route.permission]) return <ForbiddenPage />;
  return <RemoteSlot remote={route.remote} module={route.module} resetKey={pathname} />;
}
