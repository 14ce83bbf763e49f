// Hand-written e-mail layout: table-based HTML with inline styles (what mail clients render
// reliably) plus a plain-text twin. Every value is escaped here, once.
import type { Lang } from "@lumiere/i18n";
import { escapeHtml as esc } from "../html";

export interface EmailContent {
  lang: Lang;
  brand: string;
  /** Hidden preview line shown by inboxes next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** Label/value pairs shown as a table (the lead's details). */
  details?: Array<[string, string]>;
  button?: { label: string; url: string };
  footer: string[];
  unsubscribe?: { label: string; url: string };
}

const paragraph = (s: string) => esc(s).replace(/\n/g, "<br>");

/** A label's colon and the space after it: French puts a non-breaking space before it. */
const COLONS: Record<Lang, string> = { en: ": ", fr: "\u00a0: " };
export const colon = (lang: Lang) => COLONS[lang];

export function renderEmail(c: EmailContent): { html: string; text: string } {
  const details = c.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:16px 0">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 12px 8px 0;color:#64748b;font-size:14px;vertical-align:top;white-space:nowrap">${esc(k)}</td><td style="padding:8px 0;font-size:14px;color:#0f172a">${paragraph(v || "—")}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${esc(c.button.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600">${esc(c.button.label)}</a></p><p style="font-size:12px;color:#64748b;word-break:break-all">${esc(c.button.url)}</p>`
    : "";
  const unsubscribe = c.unsubscribe
    ? `<p style="margin:8px 0 0"><a href="${esc(c.unsubscribe.url)}" style="color:#64748b">${esc(c.unsubscribe.label)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${c.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(c.heading)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
<span style="display:none;max-height:0;overflow:hidden">${esc(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:700;color:#4f46e5">${esc(c.brand)}</td></tr>
<tr><td style="padding:24px 32px;font-size:16px;line-height:1.6">
<h1 style="font-size:22px;margin:0 0 16px">${esc(c.heading)}</h1>
${c.paragraphs.map((p) => `<p style="margin:0 0 12px">${paragraph(p)}</p>`).join("\n")}
${details}${button}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b;line-height:1.5">
${c.footer.map((f) => `<p style="margin:0 0 4px">${paragraph(f)}</p>`).join("")}${unsubscribe}
</td></tr></table></td></tr></table></body></html>`;

  const sep = colon(c.lang);
  const text = [
    c.heading,
    "",
    ...c.paragraphs.flatMap((p) => [p, ""]),
    ...(c.details?.length ? [...c.details.map(([k, v]) => `${k}${sep}${v || "—"}`), ""] : []),
    ...(c.button ? [`${c.button.label}${sep}${c.button.url}`, ""] : []),
    "--",
    ...c.footer,
    ...(c.unsubscribe ? [`${c.unsubscribe.label}${sep}${c.unsubscribe.url}`] : []),
  ].join("\n");
  return { html, text };
}
