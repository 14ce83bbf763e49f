import { msg } from "@lingui/core/macro";
import { renderToStaticMarkup } from "react-dom/server";
import { type Lang, pagePath } from "@lumiere/i18n";
import { createAppI18n, loadCatalog } from "../../lib/i18n";
import siteCss from "../site.css?url";

/**
 * The page a visitor gets while the site cannot serve pages (database down, server overloaded):
 * static, in the visitor's language, styled like the site, needing nothing but this process.
 * Rendered once per language at start-up; the server sends it with status 503.
 */
export async function renderUnavailablePage(lang: Lang): Promise<string> {
  await loadCatalog(lang);
  const i18n = createAppI18n(lang);
  const title = i18n._(msg`Back in a moment`);
  const body = (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | Lumière AI`}</title>
        <meta name="description" content={i18n._(msg`The site is briefly unavailable. Please try again in a few moments.`)} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={siteCss} />
      </head>
      <body>
        <main className="section status-page">
          <div className="container narrow status-card">
            <p className="eyebrow">Lumière AI</p>
            <h1>{title}</h1>
            <p className="lead">{i18n._(msg`The site is briefly unavailable. Please try again in a few moments.`)}</p>
            <a className="btn btn-primary" href={pagePath(lang, "home")}>
              {i18n._(msg`Try again`)}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(body)}`;
}
