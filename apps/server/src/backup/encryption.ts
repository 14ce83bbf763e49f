// Archives are encrypted with age (age-encryption.org/v1): the file key wrapped to the X25519
// recipient of BACKUP_KEY, the tar.gz in 64 KiB chunks each authenticated (ChaCha20-Poly1305
// STREAM), so an archive of any size streams through in constant memory and a changed or cut file
// is refused. The same files open with the age command-line tool (`age -d -i key.txt`).
import { closeSync, createWriteStream, openSync, readSync } from "node:fs";
import { PassThrough, Readable, type Writable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { ArchiveProblem } from "./problem";

const MAGIC = Buffer.from("age-encryption.org/v1\n");

/** Whether the file begins as an age file does (false for a tar.gz, or one too short to tell). */
export function isEncrypted(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(MAGIC.length);
    return readSync(fd, head, 0, head.length, 0) === head.length && head.equals(MAGIC);
  } finally {
    closeSync(fd);
  }
}

/** The public half of a key: what `age -r` would encrypt to. */
export const recipientOf = (key: string): Promise<string> => identityToRecipient(key);

/** A new key, and its recipient (`pnpm backup --new-key`). */
export async function newKey(): Promise<{ key: string; recipient: string }> {
  const key = await generateX25519Identity();
  return { key, recipient: await identityToRecipient(key) };
}

/**
 * Where a backup writes its tar.gz (`input`), to `file` (mode 0600), encrypted to `key`'s recipient
 * unless `key` is null; `written` resolves once the file has all of it, rejects on any failure.
 */
export async function archiveWriter(file: string, key: string | null): Promise<{ input: Writable; written: Promise<void> }> {
  const out = createWriteStream(file, { mode: 0o600 });
  if (key === null) return { input: out, written: finished(out) };
  const encrypter = new Encrypter();
  encrypter.addRecipient(await recipientOf(key));
  const input = new PassThrough();
  const sealed = Readable.fromWeb(
    (await encrypter.encrypt(Readable.toWeb(input) as ReadableStream<Uint8Array>)) as WebReadableStream<Uint8Array>,
  );
  const written = pipeline(sealed, out);
  // A failure on the way (a full disk) fails the writer too.
  written.catch((error: unknown) => input.destroy(error as Error));
  return { input, written };
}

/** Why an age file could not be read, in the operator's words. */
function problemOf(error: unknown, keys: number): ArchiveProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (/no identity matched/.test(message)) {
    return new ArchiveProblem(
      `it is encrypted with another key than BACKUP_KEY${keys > 1 ? " and BACKUP_KEY_PREVIOUS" : ""}: set the key it was made with (BACKUP_KEY_PREVIOUS keeps an older one)`,
    );
  }
  if (/invalid tag|final chunk|header HMAC|too small/i.test(message)) {
    return new ArchiveProblem("it is damaged, cut short or was changed (its encryption does not check out)");
  }
  return new ArchiveProblem(`not a readable encrypted archive (${message})`);
}

/** The tar.gz inside an age file, decrypted as it is read. Errors arrive as ArchiveProblems. */
export async function decrypting(input: Readable, keys: string[]): Promise<Readable> {
  if (keys.length === 0) {
    input.destroy();
    throw new ArchiveProblem("it is encrypted: set BACKUP_KEY to the key it was made with (or BACKUP_KEY_PREVIOUS to an older one)");
  }
  const decrypter = new Decrypter();
  for (const key of keys) decrypter.addIdentity(key);
  let opened: ReadableStream<Uint8Array>;
  try {
    opened = await decrypter.decrypt(Readable.toWeb(input) as ReadableStream<Uint8Array>);
  } catch (error) {
    input.destroy();
    throw problemOf(error, keys.length);
  }
  const plain = Readable.fromWeb(opened as WebReadableStream<Uint8Array>);
  const out = new PassThrough();
  plain.on("error", (error) => out.destroy(problemOf(error, keys.length)));
  input.on("error", (error) => out.destroy(error));
  out.once("close", () => {
    plain.destroy();
    input.destroy();
  });
  return plain.pipe(out);
}
