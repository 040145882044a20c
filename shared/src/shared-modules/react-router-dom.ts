/**
 * What the site shares as `react-router-dom` (decision 0048). A shared singleton is bundled whole,
 * since any remote may use any export, so sharing the package itself sent its data routers,
 * fetchers and forms (about 18 KB compressed) to every first view although no page uses them.
 * The shell and every remote import `react-router-dom` as usual; the federation's share of that
 * name is this module, which lists the parts the site does use, so the build drops the rest.
 * A name missing here is caught by `shared-module-exports.test.ts` before it can be undefined in
 * a browser. Tests and the kit's gallery, which are not federated, use the package itself.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
