/**
 * What the browser builds share as `react-router-dom` (shared.ts, `SHARED_SUBSETS`): the router
 * parts the apps' browser code imports, so webpack drops the rest of react-router 7 (framework
 * mode, server rendering, RSC, sessions and cookies): 53 → ~27 KB brotli on every page. A shared
 * package is bundled whole, so a plain `react-router-dom` share would carry all of it.
 *
 * Tests and the site server use the full package. `__tests__/shared-subsets.test.ts` fails
 * when browser code imports a name missing here (it would be `undefined` at run time).
 */
export { RouterProvider } from 'react-router/dom';
export {
  createBrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
