import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Spec §1: "A French translation exists for every interface string." Every catalog set (public
// core, public site, admin, server) is checked, whatever state it is in.

const catalogsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "catalogs");

interface Entry {
  id: string;
  translation: string;
  obsolete: boolean;
}

/** msgid → msgstr of a .po file (multi-line strings joined; the header entry skipped). */
function readPo(file: string): Entry[] {
  const entries: Entry[] = [];
  let current: { id: string[]; str: string[]; obsolete: boolean; target: "id" | "str" | null } | null = null;
  const flush = () => {
    if (current) {
      const id = current.id.join("");
      if (id !== "") entries.push({ id, translation: current.str.join(""), obsolete: current.obsolete });
    }
    current = null;
  };
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const raw of readFileSync(file, "utf8").split("\n")) {
    const obsolete = raw.startsWith("#~ ");
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith("msgid ")) {
      flush();
      current = { id: [unquote(line.slice(6))], str: [], obsolete, target: "id" };
    } else if (line.startsWith("msgstr ") && current) {
      current.str.push(unquote(line.slice(7)));
      current.target = "str";
    } else if (line.startsWith('"') && current?.target) {
      current[current.target].push(unquote(line));
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries;
}

/** Every directory holding an fr.po: the public core catalog, catalogs/site and catalogs/admin. */
function catalogSets(): string[] {
  const dirs = [
    catalogsDir,
    ...readdirSync(catalogsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => path.join(catalogsDir, d.name)),
  ];
  return dirs.filter((d) => existsSync(path.join(d, "fr.po")));
}

describe("translation catalogs", () => {
  it("finds the public and admin catalog sets", () => {
    const names = catalogSets().map((d) => path.relative(catalogsDir, d) || "core");
    expect(names).toEqual(expect.arrayContaining(["core", "site", "admin", "server"]));
  });

  for (const dir of catalogSets()) {
    const name = path.relative(catalogsDir, dir) || "core";
    describe(`${name} catalog`, () => {
      it("has a French translation for every message", () => {
        const untranslated = readPo(path.join(dir, "fr.po"))
          .filter((e) => !e.obsolete && e.translation.trim() === "")
          .map((e) => e.id);
        expect(untranslated, `untranslated in ${name}/fr.po`).toEqual([]);
      });

      it("has the same messages in English and French", () => {
        const ids = (file: string) =>
          readPo(path.join(dir, file))
            .filter((e) => !e.obsolete)
            .map((e) => e.id)
            .sort();
        expect(ids("fr.po")).toEqual(ids("en.po"));
      });
    });
  }
});

/** A compiled message back to its source text: literal parts as they are, `["name"]` as `{name}`. */
function sourceOf(compiled: unknown): string {
  if (typeof compiled === "string") return compiled;
  if (!Array.isArray(compiled)) throw new Error(`not a compiled message: ${JSON.stringify(compiled)}`);
  return compiled
    .map((part: unknown) => {
      if (typeof part === "string") return part;
      if (Array.isArray(part) && part.length === 1 && typeof part[0] === "string") return `{${part[0]}}`;
      // Plurals and selects would need their own reading: no server message uses them yet.
      throw new Error(`unexpected part in a compiled server message: ${JSON.stringify(part)}`);
    })
    .join("");
}

// The server imports the compiled catalogs (catalogs/server/{locale}.json, made by
// `pnpm --filter @lumiere/server i18n:compile`): they must say what the .po files say.
describe("compiled server catalog", () => {
  const dir = path.join(catalogsDir, "server");
  for (const locale of ["en", "fr"]) {
    it(`${locale}.json is compiled from ${locale}.po as it is now`, () => {
      const po = Object.fromEntries(
        readPo(path.join(dir, `${locale}.po`))
          .filter((e) => !e.obsolete)
          .map((e) => [e.id, e.translation]),
      );
      const { messages } = JSON.parse(readFileSync(path.join(dir, `${locale}.json`), "utf8")) as { messages: Record<string, unknown> };
      const compiled = Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, sourceOf(m)]));
      expect(compiled, `run pnpm --filter @lumiere/server i18n:compile`).toEqual(po);
    });
  }
});
