/**
 * What the browser builds share as `react-router-dom` (shared.ts, `SHARED_SUBSETS`): the router
 * parts the apps' browser code imports, so webpack drops the rest of react-router 7 (framework
 * mode, server rendering, RSC, sessions and cookies, and the data router: the shell routes with
 * `BrowserRouter` and `useRoutes`, having no loaders or actions): 53 → ~13 KB brotli on every page.
 * A shared package is bundled whole, so a plain `react-router-dom` share would carry all of it.
 *
 * Tests and the site server use the full package. `__tests__/shared-subsets.test.ts` fails
 * when browser code imports a name missing here (it would be `undefined` at run time).
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
