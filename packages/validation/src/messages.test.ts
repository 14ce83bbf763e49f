import { describe, expect, it } from "vitest";
import { consultationInputSchema, contactInputSchema, loginInputSchema, messages, prospectInputSchema } from "./index";

const firstError = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe("validation messages", () => {
  it("hold the spec's exact English text (§5)", () => {
    expect({
      nameRequired: messages.nameRequired.message,
      emailInvalid: messages.emailInvalid.message,
      notifyEmailInvalid: messages.notifyEmailInvalid.message,
      firstNameRequired: messages.firstNameRequired.message,
      lastNameRequired: messages.lastNameRequired.message,
      subjectRequired: messages.subjectRequired.message,
      messageRequired: messages.messageRequired.message,
      usernameRequired: messages.usernameRequired.message,
      passwordRequired: messages.passwordRequired.message,
    }).toEqual({
      nameRequired: "Name is required",
      emailInvalid: "Invalid email address",
      notifyEmailInvalid: "Please enter a valid email address",
      firstNameRequired: "First name is required",
      lastNameRequired: "Last name is required",
      subjectRequired: "Subject is required",
      messageRequired: "Message is required",
      usernameRequired: "Username is required",
      passwordRequired: "Password is required",
    });
  });
  it("have unique ids and texts", () => {
    const all = Object.values(messages);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(new Set(all.map((m) => m.message)).size).toBe(all.length);
  });
});

describe("consultation", () => {
  it("requires a name, trimmed", () => {
    expect(firstError(consultationInputSchema.safeParse({ name: "  ", email: "a@b.co" }), "name")).toBe("Name is required");
    expect(firstError(consultationInputSchema.safeParse({ email: "a@b.co" }), "name")).toBe("Name is required");
  });
  it("rejects a bad email", () => {
    expect(firstError(consultationInputSchema.safeParse({ name: "Ada", email: "nope" }), "email")).toBe("Invalid email address");
  });
  it("accepts missing optional fields and a filled honeypot (dropping it is the procedure's job)", () => {
    const r = consultationInputSchema.safeParse({ name: "Ada", email: "ada@example.com", website: "spam" });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ company: "", message: "", website: "spam" });
  });
});

describe("prospect", () => {
  it("uses the notify message for a bad email and defaults the source", () => {
    expect(firstError(prospectInputSchema.safeParse({ email: "x" }), "email")).toBe("Please enter a valid email address");
    expect(prospectInputSchema.parse({ email: "a@b.co" }).source).toBe("product_page");
  });
});

describe("contact", () => {
  const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", subject: "project", message: "Hello" };
  it.each([
    ["firstName", "First name is required"],
    ["lastName", "Last name is required"],
    ["subject", "Subject is required"],
    ["message", "Message is required"],
  ])("reports %s missing as '%s'", (field, text) => {
    expect(firstError(contactInputSchema.safeParse({ ...valid, [field]: "" }), field)).toBe(text);
  });
  it("rejects a subject outside the four choices", () => {
    expect(firstError(contactInputSchema.safeParse({ ...valid, subject: "lottery" }), "subject")).toBe("Subject is required");
  });
  it("accepts a missing company", () => {
    expect(contactInputSchema.safeParse(valid).success).toBe(true);
  });
});

describe("login", () => {
  it("requires username and password", () => {
    const r = loginInputSchema.safeParse({ username: "", password: "" });
    expect(firstError(r, "username")).toBe("Username is required");
    expect(firstError(r, "password")).toBe("Password is required");
  });
});
