import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { consultationInputSchema, contactInputSchema, messages } from "@lumiere/validation";
import { translateFieldErrors, translateValidationMessage, zodFieldErrors, zodValidate } from "./zod-form";

const fr = setupI18n({
  locale: "fr",
  messages: {
    fr: {
      [messages.firstNameRequired.id]: "Le prénom est obligatoire",
      [messages.emailInvalid.id]: "Adresse e-mail invalide",
      [messages.nameRequired.id]: "Le nom est obligatoire",
    },
  },
});
const en = setupI18n({ locale: "en", messages: { en: {} } });

describe("zod-form", () => {
  it("shows a schema's English message in the visitor's language", () => {
    expect(translateValidationMessage(fr, "First name is required")).toBe("Le prénom est obligatoire");
  });

  it("shows unknown text as it is", () => {
    expect(translateValidationMessage(fr, "Something else")).toBe("Something else");
  });

  it("falls back to the English message when the catalog lacks it", () => {
    expect(translateValidationMessage(en, "Message is required")).toBe("Message is required");
  });

  it("maps the contact schema's failures to the first message per field", () => {
    const errors = zodFieldErrors(
      contactInputSchema,
      { firstName: "", lastName: "", email: "x", company: "", subject: "", message: "" },
      en,
    );
    expect(errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("translates the consultation schema's messages", () => {
    expect(zodFieldErrors(consultationInputSchema, { name: " ", email: "nope" }, fr)).toEqual({
      name: "Le nom est obligatoire",
      email: "Adresse e-mail invalide",
    });
  });

  it("takes a schema as the admin passes it, as well as a getter", () => {
    expect(zodValidate(consultationInputSchema, fr)({ name: "", email: "ada@example.com" })).toEqual({ name: "Le nom est obligatoire" });
  });

  it("reports nothing while the schema has not loaded", () => {
    expect(zodValidate(() => null, en)({ firstName: "" })).toEqual({});
  });

  it("translates the server's fieldErrors", () => {
    expect(translateFieldErrors({ email: "Invalid email address" }, fr)).toEqual({ email: "Adresse e-mail invalide" });
  });
});
