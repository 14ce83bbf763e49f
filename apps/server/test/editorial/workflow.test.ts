// Workflows: with review on, a change goes to "in review" and needs an approval
// before it can be published, whichever way it is asked for (REST, /trpc, a schedule).
import { beforeAll, describe, expect, it } from "vitest";
import { dbLabel } from "../helpers/app";
import { asAdmin } from "../rest/support";
import { signedInPerson } from "../people/support";
import { adminTrpc, type ArticleBody, type EditorialItem, errorOf, uniqueWord, editorialSuite } from "./support";

const s = editorialSuite();
/** A second administrator: approvals are theirs, since nobody approves their own change. */
let reviewer: ReturnType<typeof adminTrpc>;
beforeAll(async () => {
  reviewer = adminTrpc(s.app, (await signedInPerson(s.app, "administrator", "reviewer")).cookie);
});

const isPublic = async (id: number) =>
  (await s.app.inject({ method: "GET", url: "/api/articles?lang=en" })).json<ArticleBody[]>().some((a) => a.id === id);
const state = async (id: number) =>
  (await s.trpc.get<{ item: EditorialItem }>("admin.editorial.get", { ref: { kind: "article", id } })).item.status;
const setWorkflow = (workflow: string) => s.trpc.call("admin.editorial.setWorkflow", { workflow });

describe(`Draft-Publish, the default (${dbLabel})`, () => {
  it("publishes a save at once and refuses an unknown workflow", async () => {
    expect(await s.trpc.get("admin.editorial.workflow")).toEqual({ workflow: "draft-publish" });
    const res = await s.trpc.mutate("admin.editorial.setWorkflow", { workflow: "publish-whenever" });
    expect(errorOf(res, 400).data.fieldErrors?.workflow).toBe("Choose one of the listed options");
  });
});

describe(`Draft-Review-Publish (${dbLabel})`, () => {
  let article: ArticleBody;
  beforeAll(async () => {
    await setWorkflow("draft-review-publish");
  });

  it("sends a save made through the spec's REST route to review instead of publishing it", async () => {
    const res = await asAdmin(s.app, s.cookie, {
      method: "POST",
      url: "/api/admin/articles",
      payload: { title_en: uniqueWord("Reviewed "), title_fr: "Relu" },
    });
    expect(res.statusCode).toBe(201);
    article = res.json<ArticleBody>();
    expect(await isPublic(article.id)).toBe(false);
    // The editor is told who made and submitted the change, so it offers the approval to someone else.
    expect((await state(article.id)).en).toMatchObject({ state: "in_review", editedBy: "admin", submittedBy: "admin" });
  });

  it("refuses to publish or schedule without an approval, leaving everything as it was", async () => {
    const ref = { kind: "article", id: article.id };
    for (const input of [
      { ref, action: "publish" },
      { ref, action: "schedule", publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    ]) {
      const res = await s.trpc.mutate("admin.editorial.transition", input);
      const error = errorOf(res, 409);
      expect(error.message).toBe("This change needs an approval before it can be published");
      expect(error.data.messageId).toBe("editorial.approvalRequired");
    }
    const edit = await s.trpc.mutate("admin.articles.update", { ...article, title_en: "Sneaked in", action: "publish" });
    expect(errorOf(edit, 409).data.messageId).toBe("editorial.approvalRequired");
    const rest = await asAdmin(s.app, s.cookie, {
      method: "PUT",
      url: `/api/admin/articles/${article.id}`,
      payload: { ...article, title_en: "Sneaked in", action: "publish" },
    });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({
      message: "This change needs an approval before it can be published",
      messageId: "editorial.approvalRequired",
    });
    expect(await isPublic(article.id)).toBe(false);
    const copy = (await s.trpc.get<{ copy: ArticleBody }>("admin.editorial.get", { ref })).copy;
    expect(copy.title_en).toBe(article.title_en);
    expect((await state(article.id)).en.state).toBe("in_review");
  });

  it("publishes on approval", async () => {
    const ref = { kind: "article", id: article.id };
    // Nobody approves their own change: the author of the save is refused, another administrator is not.
    const own = await s.trpc.mutate("admin.editorial.transition", { ref, action: "approve" });
    expect(errorOf(own, 403).message).toBe("You cannot approve your own change.");
    expect((await state(article.id)).en.state).toBe("in_review");
    const approved = await reviewer.call<EditorialItem>("admin.editorial.transition", { ref, action: "approve" });
    expect(approved.status.en).toMatchObject({ state: "published", live: true });
    expect(await isPublic(article.id)).toBe(true);
  });
});

describe(`Draft-Review-Approve-Publish (${dbLabel})`, () => {
  let article: ArticleBody;
  const ref = () => ({ kind: "article", id: article.id });
  const move = (action: string, extra: Record<string, unknown> = {}) =>
    s.trpc.mutate("admin.editorial.transition", { ref: ref(), action, ...extra });

  beforeAll(async () => {
    await setWorkflow("draft-review-approve-publish");
    article = await s.trpc.call<ArticleBody>("admin.articles.create", {
      title_en: uniqueWord("Approved "),
      title_fr: "Approuvé",
      action: "draft",
    });
  });

  it("goes draft → in review → approved → published, each step enforced", async () => {
    expect(errorOf(await move("approve"), 409).data.messageId).toBe("editorial.notInReview");
    await s.trpc.call("admin.editorial.transition", { ref: ref(), action: "review" });
    expect(errorOf(await move("publish"), 409).data.messageId).toBe("editorial.approvalRequired");
    const approved = await reviewer.call<EditorialItem>("admin.editorial.transition", { ref: ref(), action: "approve" });
    expect(approved.status.en.state).toBe("approved");
    expect(await isPublic(article.id)).toBe(false);
    await s.trpc.call("admin.editorial.transition", { ref: ref(), action: "publish" });
    expect(await isPublic(article.id)).toBe(true);
  });

  it("sends an approved change back to draft when it is edited, and back from review when rejected", async () => {
    await s.trpc.call("admin.articles.update", { ...article, content_en: "Second thoughts.", action: "review" });
    await reviewer.call("admin.editorial.transition", { ref: ref(), action: "approve" });
    await s.trpc.call("admin.articles.update", { ...article, content_en: "Third thoughts.", action: "draft" });
    expect((await state(article.id)).en.state).toBe("draft");
    expect(errorOf(await move("publish"), 409).data.messageId).toBe("editorial.approvalRequired");
    await s.trpc.call("admin.editorial.transition", { ref: ref(), action: "review" });
    await s.trpc.call("admin.editorial.transition", { ref: ref(), action: "reject" });
    expect((await state(article.id)).en.state).toBe("draft");
  });

  it("schedules an approved change and keeps the approval when the date is taken off", async () => {
    await s.trpc.call("admin.editorial.transition", { ref: ref(), action: "review" });
    await reviewer.call("admin.editorial.transition", { ref: ref(), action: "approve" });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await s.trpc.call<EditorialItem>("admin.editorial.transition", { ref: ref(), action: "schedule", publishAt: at });
    expect(scheduled.status.en).toMatchObject({ state: "scheduled", publishAt: at });
    const unscheduled = await s.trpc.call<EditorialItem>("admin.editorial.transition", { ref: ref(), action: "unschedule" });
    expect(unscheduled.status.en).toMatchObject({ state: "approved", publishAt: null });
  });

  it("sends a page edit to review too, and records each step in the activity feed", async () => {
    const title = uniqueWord("About review ");
    const res = await asAdmin(s.app, s.cookie, { method: "PUT", url: "/api/admin/pages/about", payload: { title_en: title } });
    expect(res.statusCode).toBe(200);
    expect((await s.app.inject({ method: "GET", url: "/api/pages/about" })).json<{ title_en: string }>().title_en).not.toBe(title);
    const ref = { kind: "page", pageId: "about" };
    await reviewer.call("admin.editorial.transition", { ref, action: "approve", langs: ["en"] });
    await s.trpc.call("admin.editorial.transition", { ref, action: "publish", langs: ["en"] });
    expect((await s.app.inject({ method: "GET", url: "/api/pages/about" })).json<{ title_en: string }>().title_en).toBe(title);
    const feed = await s.trpc.get<{ items: Array<{ action: string }> }>("admin.activity.page", { ref });
    expect(feed.items.map((i) => i.action)).toEqual(["content.publish", "content.approve", "content.review", "content.save"]);
  });
});
