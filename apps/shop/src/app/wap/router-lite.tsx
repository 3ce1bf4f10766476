import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";

/**
 * The part of React Router's API that the storefront's pages use, for the /wap build only (vite.wap.config.ts
 * aliases `react-router` here; decision 0019). The pages, hooks and components are the same source as the
 * desktop's, which runs on React Router itself; a phone's first load is then 30 KB gzipped lighter (issue 14 §3:
 * 90 KB for everything before a /wap page shows). It keeps React Router's behaviour where the pages rely on it:
 * routes load their `lazy` code before they show (the old page stays meanwhile), `HydrateFallback` shows on the
 * first load, `errorElement` catches a route's errors, history entries carry `{ usr, key, idx }` as React
 * Router writes them, and `navigate` answers a promise. Matching is by order (the first route that fits), with
 * static segments, `:param`, `:param?` and a trailing `*`. `src/app/wap/router-lite.test.tsx` holds it to the
 * cases the pages use.
 */

export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType | null;
  HydrateFallback?: ComponentType | null;
  errorElement?: ReactNode;
  children?: RouteObject[];
  lazy?: () => Promise<Partial<RouteObject>>;
};

export type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;
export type NavigateOptions = { replace?: boolean; state?: unknown };
export type RouteMatch = { route: RouteObject; params: Record<string, string>; pathname: string };

// ---- matching

const clean = (p: string) => `/${p.split("/").filter(Boolean).join("/")}`;
const join = (a: string, b: string) => clean(`${a}/${b}`);

/** Matches `pattern` against the start of `segments`: the params and how many segments it took, or null. */
function matchPath(pattern: string, segments: string[], prefix: boolean) {
  const parts = pattern.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const part of parts) {
    if (part === "*") {
      params["*"] = segments.slice(i).join("/");
      return { params, used: segments.length };
    }
    const seg = segments[i];
    if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      const name = part.slice(1, optional ? -1 : undefined);
      if (seg === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(seg);
    } else if (seg === undefined || seg.toLowerCase() !== part.toLowerCase()) return null;
    i++;
  }
  if (!prefix && i !== segments.length) return null;
  return { params, used: i };
}

function matchBranch(routes: RouteObject[], segments: string[], base: string): RouteMatch[] | null {
  for (const route of routes) {
    if (route.index) {
      if (segments.length === 0) return [{ route, params: {}, pathname: base }];
      continue;
    }
    const m = matchPath(route.path ?? "", segments, Boolean(route.children?.length));
    if (!m) continue;
    const pathname = join(base, segments.slice(0, m.used).join("/"));
    const here: RouteMatch = { route, params: m.params, pathname };
    if (route.children?.length) {
      const rest = matchBranch(route.children, segments.slice(m.used), pathname);
      if (rest) return [here, ...rest.map((r) => ({ ...r, params: { ...m.params, ...r.params } }))];
      if (m.used === segments.length) return [here];
      continue;
    }
    return [here];
  }
  return null;
}

/** React Router's `matchRoutes`: the routes from the root to the one that fits `pathname`, or null. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  return matchBranch(routes, clean(pathname).split("/").filter(Boolean), "/");
}

// ---- the history

type HistoryState = { usr?: unknown; key?: string; idx?: number } | null;
const newKey = () => Math.random().toString(36).slice(2, 10);

function readLocation(): Location {
  const s = window.history.state as HistoryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? "default" };
}

function hrefOf(to: To, from: Location): string {
  if (typeof to !== "string") {
    return `${to.pathname ?? from.pathname}${to.search ?? ""}${to.hash ?? ""}`;
  }
  if (to.startsWith("?")) return `${from.pathname}${to}`;
  if (to.startsWith("#")) return `${from.pathname}${from.search}${to}`;
  const url = new URL(to, `${window.location.origin}${from.pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type Router = {
  routes: RouteObject[];
  navigate(to: To | number, opts?: NavigateOptions): Promise<void>;
};

type RouterState = { location: Location; matches: RouteMatch[] | null; ready: boolean };

type RouterImpl = Router & {
  state: RouterState;
  subscribe(l: () => void): () => void;
};

/** Loads every `lazy` route of a branch once, merging what it answers into the route object. */
const loading = new WeakMap<RouteObject, Promise<void>>();
function loadBranch(matches: RouteMatch[] | null): Promise<void> {
  return Promise.all(
    (matches ?? []).map(({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return undefined;
      let p = loading.get(route);
      if (!p) {
        p = lazy().then((extra) => {
          Object.assign(route, extra);
          delete route.lazy;
        });
        loading.set(route, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

export function createBrowserRouter(routes: RouteObject[]): Router {
  const listeners = new Set<() => void>();
  const first = readLocation();
  const router: RouterImpl = {
    routes,
    state: { location: first, matches: matchRoutes(routes, first.pathname), ready: false },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async navigate(to, opts = {}) {
      if (typeof to === "number") {
        window.history.go(to);
        return;
      }
      const href = hrefOf(to, router.state.location);
      const url = new URL(href, window.location.origin);
      // The new page's code first, as React Router does: the old page stays until it is in.
      await loadBranch(matchRoutes(routes, url.pathname)).catch(() => undefined);
      const idx = ((window.history.state as HistoryState)?.idx ?? 0) + (opts.replace ? 0 : 1);
      const entry = { usr: opts.state ?? null, key: newKey(), idx };
      if (opts.replace) window.history.replaceState(entry, "", href);
      else window.history.pushState(entry, "", href);
      settle();
    },
  };
  const settle = () => {
    const location = readLocation();
    router.state = { location, matches: matchRoutes(routes, location.pathname), ready: true };
    for (const l of listeners) l();
  };
  window.addEventListener("popstate", () => {
    const location = readLocation();
    loadBranch(matchRoutes(routes, location.pathname))
      .catch(() => undefined)
      .then(settle);
  });
  // The first page's code starts loading as the router is made (main.tsx), beside the catalogues.
  loadBranch(router.state.matches).then(settle, settle);
  return router;
}

// ---- rendering

const RouterContext = createContext<RouterImpl | null>(null);
const LocationContext = createContext<Location | null>(null);
type Level = { matches: RouteMatch[]; depth: number };
const LevelContext = createContext<Level>({ matches: [], depth: 0 });

function useRouter(): RouterImpl {
  const r = useContext(RouterContext);
  if (!r) throw new Error("router hooks need <RouterProvider>");
  return r;
}

class RouteErrorBoundary extends Component<{ fallback: ReactNode; at: string; children: ReactNode }> {
  override state: { error: unknown; at: string } = { error: null, at: this.props.at };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { error: unknown; at: string }) {
    // Another page clears the error, as a new route would.
    return props.at === state.at ? null : { error: null, at: props.at };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("route failed", error, info.componentStack);
  }
  override render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function RenderLevel({ level }: { level: Level }) {
  const location = useContext(LocationContext);
  const match = level.matches[level.depth];
  if (!match) return null;
  const { route } = match;
  const Page = route.Component;
  const content = route.element ?? (Page ? <Page /> : <Outlet />);
  const inner = <LevelContext.Provider value={level}>{content}</LevelContext.Provider>;
  if (route.errorElement === undefined) return inner;
  return (
    <RouteErrorBoundary fallback={route.errorElement} at={location?.key ?? ""}>
      {inner}
    </RouteErrorBoundary>
  );
}

export function RouterProvider({ router }: { router: Router }) {
  const impl = router as RouterImpl;
  const state = useSyncExternalStore(impl.subscribe, () => impl.state);
  if (!state.ready) {
    const Fallback = state.matches?.find((m) => m.route.HydrateFallback)?.route.HydrateFallback;
    return Fallback ? <Fallback /> : null;
  }
  return (
    <RouterContext.Provider value={impl}>
      <LocationContext.Provider value={state.location}>
        <RenderLevel level={{ matches: state.matches ?? [], depth: 0 }} />
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** The child route of the route rendering it. */
export function Outlet() {
  const level = useContext(LevelContext);
  return <RenderLevel level={{ matches: level.matches, depth: level.depth + 1 }} />;
}

// ---- hooks

export function useLocation(): Location {
  const l = useContext(LocationContext);
  if (!l) throw new Error("useLocation needs <RouterProvider>");
  return l;
}

export function useNavigate(): Router["navigate"] {
  return useRouter().navigate;
}

export function useParams(): Record<string, string | undefined> {
  const { matches, depth } = useContext(LevelContext);
  return matches[depth]?.params ?? {};
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]> | [string, string][];
const toSearch = (init: SearchInit): URLSearchParams => {
  if (init instanceof URLSearchParams || typeof init === "string" || Array.isArray(init))
    return new URLSearchParams(init);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(init)) for (const x of Array.isArray(v) ? v : [v]) q.append(k, x);
  return q;
};

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => Promise<void>,
] {
  const { search } = useLocation();
  const { navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((prev: URLSearchParams) => SearchInit), opts?: NavigateOptions) => {
    const q = toSearch(typeof next === "function" ? next(new URLSearchParams(search)) : next);
    const text = q.toString();
    return navigate(text ? `?${text}` : { search: "" }, opts);
  };
  return [params, set];
}

// ---- components

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

function useLinkClick(to: To, opts: NavigateOptions, props: LinkProps) {
  const { navigate } = useRouter();
  return (e: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(e);
    const plain = e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
    if (e.defaultPrevented || !plain || (props.target && props.target !== "_self")) return;
    e.preventDefault();
    void navigate(to, opts);
  };
}

export function Link({ to, replace, state, ...rest }: LinkProps) {
  const location = useLocation();
  const onClick = useLinkClick(to, { replace, state }, { to, ...rest });
  return <a {...rest} href={hrefOf(to, location)} onClick={onClick} />;
}

type NavLinkProps = Omit<LinkProps, "className" | "style" | "children"> & {
  end?: boolean;
  className?: string | ((s: { isActive: boolean; isPending: boolean }) => string | undefined);
  style?: LinkProps["style"] | ((s: { isActive: boolean; isPending: boolean }) => LinkProps["style"]);
  children?: ReactNode | ((s: { isActive: boolean; isPending: boolean }) => ReactNode);
};

export function NavLink({ to, end, className, style, children, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = new URL(hrefOf(to, location), window.location.origin).pathname.replace(/\/$/, "") || "/";
  const here = location.pathname.replace(/\/$/, "") || "/";
  const isActive =
    here.toLowerCase() === target.toLowerCase() || (!end && here.toLowerCase().startsWith(`${target.toLowerCase()}/`));
  const s = { isActive, isPending: false };
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={
        typeof className === "function" ? className(s) : [className, isActive && "active"].filter(Boolean).join(" ")
      }
      style={typeof style === "function" ? style(s) : style}
    >
      {typeof children === "function" ? children(s) : children}
    </Link>
  );
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigate } = useRouter();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    setDone(true);
    void navigate(to, { replace, state });
  }, [done, navigate, to, replace, state]);
  return null;
}
