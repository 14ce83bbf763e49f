// A JSON array written a chunk of rows at a time, so a list of any length is sent with flat memory
// and the event loop serves other requests between chunks. The bytes are those of
// JSON.stringify(wholeArray).
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";

export interface StreamedJson {
  stream: Readable;
  /** The whole body once the stream ended, if it stayed within `keepUpTo` bytes; null otherwise. */
  whole: Promise<Buffer | null>;
}

export function jsonArrayStream(chunks: AsyncGenerator<unknown[]>, keepUpTo = 0): StreamedJson {
  let kept: Buffer[] | null = keepUpTo > 0 ? [] : null;
  let keptBytes = 0;
  let settle: (body: Buffer | null) => void = () => {};
  const whole = new Promise<Buffer | null>((resolve) => {
    settle = resolve;
  });
  const keep = (part: Buffer) => {
    if (!kept) return;
    keptBytes += part.length;
    if (keptBytes > keepUpTo) kept = null;
    else kept.push(part);
  };
  async function* parts(): AsyncGenerator<Buffer> {
    let first = true;
    try {
      for await (const rows of chunks) {
        if (rows.length === 0) continue;
        const json = JSON.stringify(rows);
        const part = Buffer.from(first ? json.slice(0, -1) : `,${json.slice(1, -1)}`);
        first = false;
        keep(part);
        yield part;
        // Let other requests run between two chunks.
        await nextTurn();
      }
      const end = Buffer.from(first ? "[]" : "]");
      keep(end);
      yield end;
      settle(kept ? Buffer.concat(kept) : null);
    } finally {
      settle(null);
    }
  }
  return { stream: Readable.from(parts(), { objectMode: false }), whole };
}
