/**
 * The parts of react-router the portal uses, and only those. The federation share map provides this
 * module under the name 'react-router-dom' (tooling/src/webpack/shared-deps.ts), so every app still writes
 * `import { Link } from 'react-router-dom'` and gets one shared router, without the data routers, server
 * rendering and framework code nobody here runs (a shared module cannot be tree-shaken by its consumers:
 * about 50 KB of the first load, compressed). eslint.config.mjs refuses a name not listed here: add it
 * here first.
 */
// eslint-disable-next-line no-restricted-imports -- the one module that reads react-router itself
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
