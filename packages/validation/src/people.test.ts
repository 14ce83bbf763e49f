import { describe, expect, it } from "vitest";
import { canSee, STAFF_ROLES } from "./people";

// The admin's sidebar per role: what each person is shown (the server refuses the rest anyway).
const seen = (role: string) =>
  [
    "dashboard",
    "articles",
    "pages",
    "media",
    "collaboration",
    "workflows",
    "versions",
    "contacts",
    "privacy",
    "ai-settings",
    "settings",
    "people",
    "account",
  ].filter((id) => canSee(role, id));

describe("canSee", () => {
  it("shows an administrator everything", () => {
    expect(seen("administrator")).toHaveLength(13);
  });

  it("shows an editor the content, knowledge and history, not settings or the team", () => {
    expect(seen("editor")).toEqual([
      "dashboard",
      "articles",
      "pages",
      "media",
      "collaboration",
      "workflows",
      "versions",
      "ai-settings",
      "account",
    ]);
  });

  it("shows an author the articles and boards, not the pages, the feed, leads or settings", () => {
    expect(seen("author")).toEqual(["dashboard", "articles", "media", "workflows", "versions", "account"]);
  });

  it("shows sales the inbox, data requests and Aya's conversations (in AI Settings), no content", () => {
    expect(seen("sales")).toEqual(["dashboard", "contacts", "privacy", "ai-settings", "account"]);
  });

  it("keeps an unknown section and an unknown role to nothing but what administrators hold", () => {
    expect(STAFF_ROLES.filter((role) => canSee(role, "no-such-section"))).toEqual(["administrator"]);
    expect(seen("visitor")).toEqual([]);
  });
});
