import { useRouter } from "@tanstack/react-router";
import { type ComponentType, Suspense, use, useEffect, useSyncExternalStore } from "react";
import { ISLAND_CODE_CHANGED } from "./dev-events";
import { ensureSiteCatalog } from "./i18n";
import { trackIsland } from "./island-gates";

// Server-rendered parts of a page whose code the browser fetches only when it is needed.
//
// The server renders an island like any component (its HTML and text are in the page). In the
// browser, hydration meets a Suspense boundary whose content suspends until the island's code is
// requested, so React keeps the server's HTML as it is and hydrates the rest of the page: the
// island costs no JavaScript on first load. Its code is requested when
// - the visitor interacts with an interactive island (pointer, focus, touch, keys), or
// - React has to render it for real (a language switch, a client-side navigation back to it).
// Until then a click on an internal link inside it navigates without reloading the page, and a
// click on a button of an interactive island is replayed once the island has hydrated.

/** One island, defined once for the server and the browser (see site/islands.ts). */
export interface IslandDefinition<P> {
  /** Its `data-island` attribute: how the browser finds its server HTML. */
  id: string;
  /** Its code: the server loads it before the first render, the browser when it is needed. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** True: hydrates on the visitor's first interaction; false: only when React must render it. */
  interactive: boolean;
}

interface IslandRecord {
  open(): void;
  /** Opens the gate; resolves once the island has hydrated (or rendered in the browser). */
  hydrate(): Promise<void>;
  interactive: boolean;
  hydrated: boolean;
  pendingClick: HTMLElement | null;
}

const definitions = new Map<string, IslandDefinition<never>>();
const serverComponents = new Map<string, ComponentType<never>>();
const records = new Map<string, IslandRecord>();
let navigate: ((href: string) => void) | undefined;
let serverReady: Promise<void> | undefined;

/** Server: loads every island's code once, before the first render (islands render in full there). */
export function loadServerIslands(): Promise<void> {
  // In `pnpm dev` an edit to an island re-runs its module: import it again for every render (Vite
  // keeps the unchanged ones), or the server would render the old code until it restarts.
  if (import.meta.env.DEV) serverReady = undefined;
  serverReady ??= Promise.all(
    [...definitions.values()].map(async ({ id, load }) => {
      serverComponents.set(id, (await load()).default);
    }),
  ).then(() => undefined);
  return serverReady;
}

const noSubscribe = () => () => {};
/** True while React hydrates server HTML, false when it renders in the browser. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
}

function recordFor(target: EventTarget | null): IslandRecord | undefined {
  const el = target instanceof Element ? target.closest("[data-island]") : null;
  const record = el ? records.get(el.getAttribute("data-island") ?? "") : undefined;
  return record && !record.hydrated ? record : undefined;
}

let listening = false;
function listen() {
  if (listening) return;
  listening = true;
  // Capture on window: React's own listener (on the document) stops events aimed at HTML it has
  // not hydrated yet, so the island has to see them first.
  const wake = (e: Event) => {
    const record = recordFor(e.target);
    if (record?.interactive) record.open();
  };
  for (const type of ["pointerover", "pointerdown", "focusin", "touchstart", "keydown"]) {
    window.addEventListener(type, wake, { capture: true, passive: true });
  }
  window.addEventListener(
    "click",
    (e) => {
      const record = recordFor(e.target);
      if (!record || e.defaultPrevented) return;
      const target = e.target as Element;
      const link = target.closest<HTMLAnchorElement>("a[href]");
      const href = link?.getAttribute("href") ?? "";
      if (link && href.startsWith("/") && !href.startsWith("//") && !link.target && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey) {
        e.preventDefault();
        navigate?.(href);
        return;
      }
      const button = target.closest<HTMLElement>("button, [role=button], input[type=submit]");
      if (record.interactive && button) {
        e.preventDefault();
        record.pendingClick = button;
        record.open();
      }
    },
    { capture: true },
  );
}

// `pnpm dev`: code an island renders was edited. A hot update reaches what React rendered; an
// island still showing the server's HTML gets the new code only from the server, on a reload.
if (import.meta.hot) {
  import.meta.hot.on(ISLAND_CODE_CHANGED, () => {
    const islands = [...document.querySelectorAll("[data-island]")];
    if (islands.some((el) => !records.get(el.getAttribute("data-island") ?? "")?.hydrated)) location.reload();
  });
}

/**
 * `createIsland({ id: "home-engage", load: () => import("./engage"), interactive: true })`: a
 * component rendered by the server in full and hydrated on demand in the browser.
 */
export function createIsland<P extends object>(definition: IslandDefinition<P>): ComponentType<P> {
  const { id, load, interactive } = definition;
  definitions.set(id, definition as IslandDefinition<never>);
  if (import.meta.env.SSR) {
    return function ServerIsland(props: P) {
      const Component = serverComponents.get(id) as ComponentType<P> | undefined;
      if (!Component) throw new Error(`island "${id}" rendered before loadServerIslands()`);
      return (
        <div data-island={id}>
          <Suspense fallback={null}>
            <Component {...props} />
          </Suspense>
        </div>
      );
    };
  }

  let Loaded: ComponentType<P> | undefined;
  let resolveGate!: () => void;
  const gate = new Promise<void>((resolve) => {
    resolveGate = resolve;
  });
  let resolveHydrated!: () => void;
  const hydrated = new Promise<void>((resolve) => {
    resolveHydrated = resolve;
  });
  const record: IslandRecord = {
    open: () => resolveGate(),
    hydrate: () => {
      resolveGate();
      return hydrated;
    },
    interactive,
    hydrated: false,
    pendingClick: null,
  };
  records.set(id, record);
  const ready = gate
    .then(() => Promise.all([load(), ensureSiteCatalog()]))
    .then(([mod]) => {
      Loaded = mod.default;
    });

  function Hydrated(props: P) {
    useEffect(() => {
      record.hydrated = true;
      resolveHydrated();
      const click = record.pendingClick;
      record.pendingClick = null;
      if (click) window.setTimeout(() => click.click(), 0);
    }, []);
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Content(props: P) {
    const hydrating = useIsHydrating();
    // Rendering for real rather than hydrating: the code is needed now.
    if (!Loaded && !hydrating) record.open();
    // Called on every render (React wants use() unconditional); resolved once the code is in.
    use(ready);
    return <Hydrated {...props} />;
  }

  return function Island(props: P) {
    const router = useRouter();
    navigate ??= (href) => void router.navigate({ href });
    useEffect(listen, []);
    useEffect(() => trackIsland(record), []);
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  };
}
