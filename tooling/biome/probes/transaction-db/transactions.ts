declare const db: any;
declare const deps: any;

export async function inside() {
  await db.transaction(async (tx: any) => {
    await tx.select();
    await db.select(); // caught
  });
  await db.transaction((tx: any) => {
    return deps.db.select(); // caught
  });
  await deps.db.transaction(async function (tx: any) {
    await db.insert(); // caught
  });
}

export async function allowed() {
  await db.transaction(async (tx: any) => {
    await tx.select();
  });
  await db.select();
}
