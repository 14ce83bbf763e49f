// Messages `pnpm dev`'s server (vite.config.ts) sends the open page on Vite's hot-update socket.

/**
 * The saved file is code an island renders: where the island has not hydrated, the page shows the
 * server's HTML of the old code, which no hot update reaches (lib/island.tsx reloads the page).
 */
export const ISLAND_CODE_CHANGED = "lumiere:island-code-changed";
