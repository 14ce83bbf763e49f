// The few icons of a page's first load (Tabler's outline icons, MIT), drawn inline: Tabler's
// React wrapper would add a module per icon plus its shared component to the first load.
const paths = {
  menu: "M4 6h16M4 12h16M4 18h16",
  x: "M18 6 6 18M6 6l12 12",
  chat: "M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-5 3v-3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3h12M9.5 9h.01M14.5 9h.01M9.5 13a3.5 3.5 0 0 0 5 0",
  sparkles:
    "M16 18a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2m0-12a2 2 0 0 1 2 2 2 2 0 0 1 2-2 2 2 0 0 1-2-2 2 2 0 0 1-2 2m-7 12a6 6 0 0 1 6-6 6 6 0 0 1-6-6 6 6 0 0 1-6 6 6 6 0 0 1 6 6",
  calendar: "M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM16 3v4M8 3v4M4 11h16M8 15h2v2H8z",
  arrowRight: "M5 12h14M13 18l6-6M13 6l6 6",
  check: "M5 12l5 5L20 7",
} as const;

export type ShellIconName = keyof typeof paths;

/** A decorative icon (hidden from assistive technology). */
export function ShellIcon({ name, size = 24 }: { name: ShellIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
