// Types of first-load.mjs, for the TypeScript that imports it (apps/server/bench).
export interface PublicPage {
  name: string;
  path: string;
  route: string;
  coreOnly?: boolean;
}
export interface Compressed {
  gzip: number;
  brotli: number;
}
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export const LANGS: readonly ["en", "fr"];
export const PUBLIC_PAGES: readonly PublicPage[];
export function addressOf(page: PublicPage, lang: string, slug?: string): string;
export const defaultClientDir: string;
export function readClientBuild(dist?: string): {
  manifest: Record<string, ManifestChunk>;
  modules: Record<string, string[]>;
  entryKey: string;
  firstLoadOf(page: PublicPage, lang: string): string[];
  sizeOf(file: string): Compressed;
  firstLoadBytes(page: PublicPage, lang: string): Compressed;
};
