// The account button is named by what it shows: the username first, then what it opens (said, not
// shown), so its name contains its visible text (WCAG 2.5.3) in both languages.
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "@lumiere/i18n";
import type { StaffRole } from "@lumiere/validation";
import { loadAdminCatalog } from "../lib/catalog";
import { AdminHeader } from "./admin-header";

function header(lang: Lang, role: StaffRole = "administrator"): string {
  const i18n = setupI18n();
  loadAdminCatalog(i18n);
  i18n.activate(lang);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <AdminHeader
          username="admin"
          role={role}
          onOpenAccount={() => {}}
          lang={lang}
          isNavOpen={false}
          onToggleNav={() => {}}
          onLangChange={() => {}}
        />
      </MantineProvider>
    </I18nProvider>,
  );
  return html;
}

function accountButton(lang: Lang): string {
  const html = header(lang);
  const button = html.match(/<button(?:(?!<button)[\s\S])*?<\/button>/g)?.find((b) => b.includes(">admin<"));
  if (!button) throw new Error(`no account button in ${html}`);
  return button;
}

/** The button's text as assistive technology reads it: its content, minus what is aria-hidden. */
function spokenName(button: string): string {
  const shown = button.replace(/<([a-z]+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, "");
  return shown
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the admin's account button", () => {
  for (const [lang, name] of [
    ["en", "admin — My account"],
    ["fr", "admin — Mon compte"],
  ] as const) {
    it(`is named "${name}" by its content, starting with the visible username (${lang})`, () => {
      const button = accountButton(lang);
      // No aria-label that would replace what is seen.
      expect(button).not.toMatch(/<button[^>]*aria-label=/);
      expect(spokenName(button)).toBe(name);
    });
  }
});

describe("the role beside the brand", () => {
  it("names the signed-in person's role in the admin's language, not 'Admin' for everyone", () => {
    const badge = (lang: Lang, role: StaffRole) =>
      /data-testid="role-badge"[^>]*>([\s\S]*?)<\/span>\s*<\/span>/.exec(header(lang, role))?.[0] ?? "";
    expect(badge("en", "author")).toContain("Author");
    expect(badge("en", "editor")).toContain("Editor");
    expect(badge("fr", "author")).toContain("Auteur");
    expect(badge("en", "administrator")).toContain("Administrator");
    for (const role of ["author", "editor"] as const) expect(header("en", role)).not.toMatch(/>Admin</);
  });
});
