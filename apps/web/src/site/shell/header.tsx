import { useLingui } from "@lingui/react/macro";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useLang } from "../../lib/use-lang";
import { ModalButton } from "./site-actions";
import { BrandMark } from "./brand-mark";
import { ShellIcon } from "./shell-icon";
import { LanguageSwitcher } from "./language-switcher";
import { isNavItemActive, NAV_ITEMS } from "./nav-items";
import { useSiteInfo } from "../layout/site-info";

/** Sticky header: logo, navigation, EN/FR, the consultation button; a disclosure menu below 960 px. */
export function Header() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const brand = useSiteInfo().siteName;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  // A navigation closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setMenuOpen(false);
      burger.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const navList = (className: string) => (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              params={{ lang }}
              activeOptions={{ exact: item.path === "" }}
              className="nav-link"
              data-active={active || undefined}
              aria-current={active ? "page" : undefined}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  const consultation = (className: string) => (
    <ModalButton modal="consultation" className={className}>
      {t`Free Consultation`}
    </ModalButton>
  );

  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link to="/$lang" params={{ lang }} activeOptions={{ exact: true }} className="brand" aria-label={t`${brand}, home`}>
          <BrandMark name={brand} />
        </Link>
        <nav className="nav-desktop" aria-label={t`Main navigation`}>
          {navList("nav-list")}
        </nav>
        <div className="header-actions">
          <div className="desktop-only">
            <LanguageSwitcher />
          </div>
          {consultation("btn btn-primary btn-sm desktop-only")}
          <button
            ref={burger}
            type="button"
            className="burger"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <ShellIcon name={menuOpen ? "x" : "menu"} />
          </button>
        </div>
      </div>
      <div id="mobile-menu" ref={menu} className="mobile-menu" hidden={!menuOpen}>
        <nav className="container" aria-label={t`Mobile navigation`}>
          {navList("mobile-nav-list")}
          <div className="mobile-menu-footer">
            <LanguageSwitcher />
            {consultation("btn btn-primary")}
          </div>
        </nav>
      </div>
    </header>
  );
}
