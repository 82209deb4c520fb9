/**
 * The router the site uses: the part of react-router (v7 core; react-router-dom is a
 * re-export of it) that the shell and the remotes need, shared as one singleton.
 *
 * Why a list and not the whole package: a shared module is shipped whole — every export is
 * kept, because a remote built later may ask for any of them. react-router-dom shared as is
 * was 60 KB gzip on the first load of `/`; this list, tree-shaken inside the shared chunk,
 * is about 14 KB. Bundles resolve `react-router-dom` to this module (shared/mf-config), and
 * lint (eslint.config.mjs) refuses names that are not listed here.
 *
 * Adding a name: add it here and raise the minor version of this package, so a remote built
 * against the longer list is refused by an older shell (strictVersion) and shows the
 * contained fallback instead of calling an undefined export.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useSearchParams,
  useParams,
  useNavigationType,
} from 'react-router';
