// Every 400 body is built in one place, rest/errors.ts (toHttpError, BadRequest): an answer written
// by hand elsewhere would drift from the API's error body ({ message, errors? }).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../../src", import.meta.url));
const ONE_PLACE = path.join("rest", "errors.ts");
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : [],
  );

describe("400 bodies", () => {
  it(`are written only by ${ONE_PLACE}`, () => {
    const elsewhere = filesOf(src)
      .filter((file) => path.relative(src, file) !== ONE_PLACE)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${path.relative(src, file)}:${i + 1}` }))
          .filter(({ line }) => /\.(code|status)\(\s*400\s*\)/.test(line))
          .map(({ at }) => at),
      );
    expect(elsewhere, "answer with sendError(reply, new BadRequest(message, errors?)) from rest/errors.ts").toEqual([]);
  });
});
