// Reads a backup archive entry by entry, one at a time: the next entry is not read until the
// handler of this one is done, so a restore holds one batch in memory, never the whole archive.
import { createReadStream } from "node:fs";
import { Parser, type ReadEntry } from "tar";
import { DB_PREFIX, MANIFEST_PATH, type Manifest, MEDIA_PREFIX, manifestSchema, tableOfEntry } from "./manifest";

/** An archive that cannot be restored: the message is one line for the operator. */
export class ArchiveProblem extends Error {}

export type EntryHandler = (path: string, bytes: Buffer) => Promise<void>;

/** Calls `handle` for every file in the archive, in order. Rejects on a damaged or foreign file. */
export function eachEntry(file: string, handle: EntryHandler): Promise<void> {
  return new Promise((resolve, reject) => {
    let chain = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      input.destroy();
      reject(error);
    };
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        chain = chain.then(async () => {
          if (failed) return entry.resume();
          if (entry.type !== "File") return entry.resume();
          await handle(entry.path, await entry.concat());
        });
        chain.catch(fail);
      },
    });
    parser.on("error", (error: Error) => fail(new ArchiveProblem(`not a readable backup archive (${error.message})`)));
    parser.on("end", () => chain.then(() => !failed && resolve(), fail));
    const input = createReadStream(file);
    input.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        new ArchiveProblem(error.code === "ENOENT" ? `${file} does not exist` : `${file} cannot be read (${error.code ?? error.message})`),
      ),
    );
    input.pipe(parser);
  });
}

export interface ArchiveContents {
  manifest: Manifest;
  /** Media names in the archive. */
  media: Set<string>;
}

/**
 * Reads the whole archive before anything changes: it must be intact (gzip and tar), hold a
 * manifest, and hold exactly the rows and objects its manifest counts.
 */
export async function checkArchive(file: string): Promise<ArchiveContents> {
  let manifest: Manifest | undefined;
  const rows = new Map<string, number>();
  const media = new Set<string>();
  let mediaBytes = 0;
  await eachEntry(file, async (path, bytes) => {
    if (path === MANIFEST_PATH) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString("utf8"));
      } catch {
        throw new ArchiveProblem("its manifest is not JSON");
      }
      const result = manifestSchema.safeParse(parsed);
      if (!result.success) throw new ArchiveProblem("its manifest is not a Lumière backup manifest");
      manifest = result.data;
    } else if (path.startsWith(DB_PREFIX)) {
      const table = tableOfEntry(path);
      let batch: unknown;
      try {
        batch = JSON.parse(bytes.toString("utf8"));
      } catch {
        batch = null;
      }
      if (!table || !Array.isArray(batch)) throw new ArchiveProblem(`${path} is not a batch of rows`);
      rows.set(table, (rows.get(table) ?? 0) + batch.length);
    } else if (path.startsWith(MEDIA_PREFIX)) {
      const name = path.slice(MEDIA_PREFIX.length);
      if (!name || name.includes("/") || name.startsWith(".")) throw new ArchiveProblem(`${path} is not a media file name`);
      media.add(name);
      mediaBytes += bytes.byteLength;
    } else {
      throw new ArchiveProblem(`unexpected file ${path} in it`);
    }
  });
  if (!manifest) throw new ArchiveProblem("it has no manifest (not a Lumière backup, or cut short)");
  for (const [table, count] of Object.entries(manifest.tables)) {
    if ((rows.get(table) ?? 0) !== count)
      throw new ArchiveProblem(`it holds ${rows.get(table) ?? 0} rows of ${table}, its manifest says ${count}`);
  }
  for (const table of rows.keys()) {
    if (!(table in manifest.tables)) throw new ArchiveProblem(`it holds rows of ${table}, which its manifest does not list`);
  }
  if (media.size !== manifest.media.count || mediaBytes !== manifest.media.bytes) {
    throw new ArchiveProblem(`it holds ${media.size} media files, its manifest says ${manifest.media.count}`);
  }
  return { manifest, media };
}
