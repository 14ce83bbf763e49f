import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconBell, IconCalendarEvent } from "@tabler/icons-react";
import type { Lang } from "@lumiere/i18n";
import type { ReactNode } from "react";
import type { RouterOutputs } from "@lumiere/server/router";
import { SafeHtml } from "../../lib/safe-html";
import { CaseStudyCard } from "../case-studies/case-study-card";
import { ClientLogoList, TestimonialQuote } from "../case-studies/clients-section";
import { ModalButton } from "../shell/site-actions";

export type LandingView = NonNullable<RouterOutputs["landing"]["bySlug"]>;
export type LandingBlockView = LandingView["blocks"][number];
type BlockOf<T extends LandingBlockView["type"]> = Extract<LandingBlockView, { type: T }>;

/** A call to action: a site link navigates in the app, any other opens as a plain link. */
function CtaLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return href.startsWith("/") ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}

/** A section with its heading (when the block has a title), labelled by it for assistive technology. */
function Section({ id, title, className = "section", children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={title ? id : undefined}>
      <div className="container">
        {title && (
          <header className="section-header">
            <h2 id={id}>{title}</h2>
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

function Hero({ block, title }: { block: BlockOf<"hero">; title: string }) {
  return (
    <section className="hero hero-page landing-hero">
      <div className="hero-glow" aria-hidden="true" />
      <div className="container hero-inner landing-hero-inner">
        <div>
          <div className="hero-copy">
            <h1>{block.title || title}</h1>
            {block.text && <p>{block.text}</p>}
          </div>
          {block.ctaLabel && block.ctaHref && (
            <div className="hero-actions">
              <CtaLink href={block.ctaHref} className="btn btn-light btn-lg">
                {block.ctaLabel}
              </CtaLink>
            </div>
          )}
        </div>
        {block.picture && <img className="landing-hero-picture" src={block.picture.url} alt={block.picture.alt} decoding="async" />}
      </div>
    </section>
  );
}

function Features({ block, id }: { block: BlockOf<"features">; id: string }) {
  return (
    <Section id={id} title={block.title}>
      <ul className="card-grid card-grid-3 landing-features">
        {block.items.map((item) => (
          <li key={item.title} className="feature-card">
            <h3>{item.title}</h3>
            {item.text && <p>{item.text}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PictureText({ block, id }: { block: BlockOf<"pictureText">; id: string }) {
  return (
    <Section id={id} title="">
      <div className={`landing-picture-text landing-picture-${block.side}`}>
        <img src={block.picture.url} alt={block.picture.alt} loading="lazy" decoding="async" />
        <div>
          {block.title && <h2 id={id}>{block.title}</h2>}
          {block.text.split(/\n\s*\n/).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}

function Faq({ block, id }: { block: BlockOf<"faq">; id: string }) {
  return (
    <Section id={id} title={block.title}>
      {/* details/summary: open and close without JavaScript. */}
      <div className="landing-faq">
        {block.items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p className="landing-faq-answer">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}

function CtaBand({ block, id }: { block: BlockOf<"ctaBand">; id: string }) {
  return (
    <section className="cta-band" aria-labelledby={id}>
      <div className="container cta-inner">
        <h2 id={id}>{block.title}</h2>
        {block.text && <p>{block.text}</p>}
        <div className="hero-actions">
          <CtaLink href={block.ctaHref} className="btn btn-light btn-lg">
            {block.ctaLabel}
          </CtaLink>
        </div>
      </div>
    </section>
  );
}

/** The consultation or notify form: the site's own modals, opened from here. */
function FormBlock({ block, id }: { block: BlockOf<"form">; id: string }) {
  const { t } = useLingui();
  const consultation = block.form === "consultation";
  const title = block.title || (consultation ? t`Request a Consultation` : t`Notify Me of Launch`);
  return (
    <section className="section landing-form" aria-labelledby={id}>
      <div className="container narrow">
        <div className="landing-form-card">
          <h2 id={id}>{title}</h2>
          {block.text && <p>{block.text}</p>}
          <ModalButton modal={block.form} className="btn btn-primary btn-lg">
            {consultation ? <IconCalendarEvent size={20} aria-hidden="true" /> : <IconBell size={20} aria-hidden="true" />}
            {consultation ? t`Request a Consultation` : t`Notify Me of Launch`}
          </ModalButton>
        </div>
      </div>
    </section>
  );
}

function CaseStudies({ block, id, lang }: { block: BlockOf<"caseStudies">; id: string; lang: Lang }) {
  return (
    <Section id={id} title={block.title}>
      <div className="case-grid">
        {block.items.map((study) => (
          <CaseStudyCard key={study.id} study={study} lang={lang} level={3} idPrefix={id} />
        ))}
      </div>
    </Section>
  );
}

function Logos({ block, id }: { block: BlockOf<"logos">; id: string }) {
  const { t } = useLingui();
  return (
    <Section id={id} title={block.title}>
      <ClientLogoList logos={block.items} label={block.title ? undefined : t`Our clients`} />
    </Section>
  );
}

/** One block as the page shows it. */
function Block({ block, index, page, lang }: { block: LandingBlockView; index: number; page: LandingView; lang: Lang }) {
  const id = `block-${index}`;
  switch (block.type) {
    case "hero":
      return <Hero block={block} title={page.title} />;
    case "richText":
      return (
        <section className="section">
          <SafeHtml html={block.html} className="container narrow prose" />
        </section>
      );
    case "features":
      return <Features block={block} id={id} />;
    case "pictureText":
      return <PictureText block={block} id={id} />;
    case "testimonials":
      return (
        <Section id={id} title={block.title}>
          <div className="testimonials">
            {block.items.map((q) => (
              <TestimonialQuote key={q.id} testimonial={q} />
            ))}
          </div>
        </Section>
      );
    case "logos":
      return <Logos block={block} id={id} />;
    case "caseStudies":
      return <CaseStudies block={block} id={id} lang={lang} />;
    case "faq":
      return <Faq block={block} id={id} />;
    case "ctaBand":
      return <CtaBand block={block} id={id} />;
    case "form":
      return <FormBlock block={block} id={id} />;
  }
}

/** A landing page: its blocks in order; without a hero, its title heads the page. */
export function LandingBlocks({ page, lang }: { page: LandingView; lang: Lang }) {
  const hasHero = page.blocks.some((b) => b.type === "hero");
  return (
    <article className="landing-page">
      {!hasHero && (
        <header className="section landing-title">
          <div className="container narrow">
            <h1>{page.title}</h1>
            {page.description && <p className="lead">{page.description}</p>}
          </div>
        </header>
      )}
      {page.blocks.map((block, i) => (
        <Block key={`${block.type}-${i}`} block={block} index={i} page={page} lang={lang} />
      ))}
    </article>
  );
}
