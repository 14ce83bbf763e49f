import { useLingui } from "@lingui/react/macro";

/** What the home page shows of the company's clients (`showcase.clients`). */
export interface ClientsView {
  testimonials: Array<{
    id: number;
    quote: string;
    name: string;
    role: string;
    company: string;
    photo: { url: string; alt: string } | null;
  }>;
  logos: Array<{ id: number; name: string; url: string; alt: string; link: string }>;
}

/** Published testimonials and client logos; nothing at all when there are none (no made-up clients). */
export function ClientsSection({ clients }: { clients: ClientsView | null }) {
  const { t } = useLingui();
  if (!clients || (clients.testimonials.length === 0 && clients.logos.length === 0)) return null;
  return (
    <section className="section clients" aria-labelledby="clients-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">{t`Clients`}</p>
          <h2 id="clients-title">{t`What our clients say`}</h2>
        </header>
        {clients.logos.length > 0 && <ClientLogoList logos={clients.logos} label={t`Our clients`} />}
        {clients.testimonials.length > 0 && (
          <div className="testimonials">
            {clients.testimonials.map((q) => (
              <TestimonialQuote key={q.id} testimonial={q} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/** A row of client logos, each linking to the client's site when it has one. */
export function ClientLogoList({ logos, label }: { logos: ClientsView["logos"]; label: string | undefined }) {
  const { t } = useLingui();
  return (
    <ul className="client-logos" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.id}>
          {logo.link ? (
            <a href={logo.link} rel="noopener" target="_blank">
              <img src={logo.url} alt={logo.alt} loading="lazy" decoding="async" />
              <span className="sr-only">{t`(opens in a new tab)`}</span>
            </a>
          ) : (
            <img src={logo.url} alt={logo.alt} loading="lazy" decoding="async" />
          )}
        </li>
      ))}
    </ul>
  );
}

/** One testimonial: the quote, then who said it. */
export function TestimonialQuote({ testimonial: q }: { testimonial: ClientsView["testimonials"][number] }) {
  const who = [q.role, q.company].filter(Boolean).join(", ");
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{q.quote}</p>
      </blockquote>
      <figcaption>
        {q.photo && <img src={q.photo.url} alt={q.photo.alt} width={48} height={48} loading="lazy" decoding="async" />}
        <span>
          <strong>{q.name}</strong>
          {who && <span className="testimonial-role">{who}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
