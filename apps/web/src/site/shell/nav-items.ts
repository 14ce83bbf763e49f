import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { stripLang } from "@lumiere/i18n";

export type NavTo = "/$lang" | "/$lang/technology" | "/$lang/about" | "/$lang/product" | "/$lang/insights" | "/$lang/contact";

export interface NavItem {
  /** Path after the language ("" for home). */
  path: string;
  to: NavTo;
  label: MessageDescriptor;
  inFooter: boolean;
}

// Spec §2: Home (empty path), Technology, About, Product, Insights, Contact; the footer omits Product.
export const NAV_ITEMS: readonly NavItem[] = [
  { path: "", to: "/$lang", label: msg`Home`, inFooter: true },
  { path: "/technology", to: "/$lang/technology", label: msg`Technology`, inFooter: true },
  { path: "/about", to: "/$lang/about", label: msg`About`, inFooter: true },
  { path: "/product", to: "/$lang/product", label: msg`Product`, inFooter: false },
  { path: "/insights", to: "/$lang/insights", label: msg`Insights`, inFooter: true },
  { path: "/contact", to: "/$lang/contact", label: msg`Contact`, inFooter: true },
];

/** The entry matching the path after the language: exact for home, by first segment otherwise (an article keeps Insights active). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const rest = stripLang(pathname).replace(/\/+$/, "");
  if (item.path === "") return rest === "";
  return rest === item.path || rest.startsWith(`${item.path}/`);
}
