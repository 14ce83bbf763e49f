export async function write(db: any, settings: any, pages: any) {
  await db.insert(settings).values({ key: "k", value: "v" }).onConflictDoUpdate({ target: settings.key, set: { value: "v" } }); // caught
  // Another table's upsert is allowed.
  await db.insert(pages).values({ id: "home" }).onConflictDoUpdate({ target: pages.id, set: { id: "home" } });
}
