import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useLang } from "../../lib/use-lang";
import { BrandMark } from "../shell/brand-mark";
import { NAV_ITEMS } from "../shell/nav-items";
import { telHref, useCompanyFacts } from "../../lib/company-facts";
import { SocialLinks } from "./social-links";
import { useSiteInfo } from "./site-info";

/** Description, quick links (no Product), contact details, placeholder social links, legal pages, copyright. */
export default function Footer() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const site = useSiteInfo();
  const { facts, text } = useCompanyFacts();
  const brand = site.siteName;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} className="brand brand-light" aria-label={t`${brand}, home`}>
            <BrandMark name={brand} />
          </Link>
          <p className="footer-description">
            {t`Paris-based AI consultancy helping organisations turn natural language processing, predictive analytics, adaptive learning and computer vision into measurable results.`}
          </p>
          <SocialLinks className="social-list" label={t`Social media`} />
        </div>
        <nav className="footer-col" aria-label={t`Quick links`}>
          <h2 className="footer-heading">{t`Quick Links`}</h2>
          <ul>
            {NAV_ITEMS.filter((i) => i.inFooter).map((item) => (
              <li key={item.to}>
                <Link to={item.to} params={{ lang }} activeOptions={{ exact: item.path === "" }} className="footer-link">
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/$lang/case-studies" params={{ lang }} className="footer-link">
                {t`Case Studies`}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="footer-col">
          <h2 className="footer-heading">{t`Contact`}</h2>
          <ul className="footer-contact">
            <li>
              <IconMail size={18} aria-hidden="true" />
              <a className="footer-link" href={`mailto:${facts.email}`}>
                {facts.email}
              </a>
            </li>
            <li>
              <IconPhone size={18} aria-hidden="true" />
              <a className="footer-link" href={telHref(facts.phone)}>
                {facts.phone}
              </a>
            </li>
            <li>
              <IconMapPin size={18} aria-hidden="true" />
              <span>{text.address}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{t`© 2024 ${brand}. All rights reserved.`}</p>
          <ul className="legal-links" aria-label={t`Legal`}>
            <li>
              <Link to="/$lang/privacy" params={{ lang }} className="footer-link">
                {t`Privacy Policy`}
              </Link>
            </li>
            <li>
              <Link to="/$lang/terms" params={{ lang }} className="footer-link">
                {t`Terms and Conditions`}
              </Link>
            </li>
            <li>
              <Link to="/$lang/cookies" params={{ lang }} className="footer-link">
                {t`Cookie Policy`}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
