// The islands mounted on the page (see island.tsx), kept apart so lib/i18n can hydrate them
// before a language switch without importing React components.

export interface MountedIsland {
  /** Requests the island's code; resolves once it has hydrated. */
  hydrate(): Promise<void>;
}

const mounted = new Set<MountedIsland>();

export function trackIsland(island: MountedIsland): () => void {
  mounted.add(island);
  return () => mounted.delete(island);
}

/**
 * Hydrates every island still showing server HTML. A language switch waits for this: an island
 * must hydrate in the language the server rendered it in, or React reports a text mismatch.
 */
export function hydrateIslands(timeoutMs = 5000): Promise<void> {
  const all = Promise.all([...mounted].map((i) => i.hydrate())).then(() => undefined);
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
