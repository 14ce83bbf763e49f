// The admin's history lists on the server: an item's versions and the activity feed, a page at a
// time, searched and sorted. Through batched /trpc, as the admin sends it.
import { describe, expect, it } from "vitest";
import { dbLabel, useSignedInApp } from "../helpers/app";
import { trpcMutation } from "../trpc/support";
import { batchQuery, type ListPage } from "./support";

const t = useSignedInApp();

describe(`the admin's paged history lists (${dbLabel})`, () => {
  it("gives an item's versions and the activity feed a page at a time, searched and sorted", async () => {
    const save = (input: Record<string, unknown>) =>
      trpcMutation(t.app, input.id ? "admin.articles.update" : "admin.articles.create", input, { cookie: t.cookie });
    const created = await save({ title_en: "Versioned kites 1", title_fr: "Cerfs-volants 1" });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ result: { data: { id: number } } }>().result.data.id;
    for (const n of [2, 3, 4])
      expect((await save({ id, title_en: `Versioned kites ${n}`, title_fr: `Cerfs-volants ${n}` })).statusCode).toBe(200);
    type Version = {
      number: number;
      current: boolean;
      action: string;
      changes: Array<{ field: string; lang: string | null; before: string | null; after: string | null }>;
    };
    const ref = { kind: "article", id };
    const [newest, oldest, missing] = await batchQuery<ListPage<Version>>(t.app, t.cookie, "admin.versions.page", [
      { ref, perPage: 10 },
      { ref, perPage: 10, page: 1, sort: "oldest" },
      { ref: { kind: "article", id: 999_999 } },
    ]);
    expect(newest!.result!.data.total).toBe(4);
    expect(newest!.result!.data.items.map((v) => [v.number, v.current])).toEqual([
      [4, true],
      [3, false],
      [2, false],
      [1, false],
    ]);
    expect(oldest!.result!.data.items[1]?.changes).toContainEqual({
      field: "title",
      lang: "en",
      before: "Versioned kites 1",
      after: "Versioned kites 2",
    });
    expect(missing!.error?.data.httpStatus).toBe(404);

    type Entry = { action: string; data: { title?: string } };
    const [kites, everything, oldestFirst] = await batchQuery<ListPage<Entry>>(t.app, t.cookie, "admin.activity.page", [
      { q: "versioned KITES", perPage: 10 },
      { ref, perPage: 10, page: 1 },
      { sort: "oldest", perPage: 10 },
    ]);
    // Every entry about the item names it: the search finds them all, and nothing else.
    expect(kites!.result!.data.total).toBeGreaterThanOrEqual(4);
    expect(kites!.result!.data.total).toBe(everything!.result!.data.total);
    expect(kites!.result!.data.items.at(-1)?.action).toBe("content.create");
    expect(kites!.result!.data.items[0]?.data.title).toBe("Versioned kites 4");
    expect(oldestFirst!.result!.data.items[0]?.action).not.toBe("content.save");
  });
});
