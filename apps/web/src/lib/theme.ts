import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";

// The site's indigo (the same values as site.css), so Mantine parts match the hand-styled ones and
// white text on the primary colour keeps a contrast above 4.5:1.
const brand: MantineColorsTuple = [
  "#eef2ff",
  "#e0e7ff",
  "#c7d2fe",
  "#a5b4fc",
  "#818cf8",
  "#6366f1",
  "#4f46e5",
  "#4338ca",
  "#3730a3",
  "#312e81",
];

// Mantine's grays, with shade 6 (its dimmed text, the colour of captions and hints) dark enough
// for WCAG AA (4.5:1) on white and on the admin's gray-0 background.
const gray: MantineColorsTuple = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#5f666d",
  "#495057",
  "#343a40",
  "#212529",
];

// Light badges and buttons write in their colour's darkest shade on its palest one: for yellow,
// orange and green that stays under 4.5:1, so the text is darkened a little more (WCAG AA).
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant !== "light" || !parsed.isThemeColor) return colors;
  const darkest = input.theme.colors[parsed.color]?.[9];
  return darkest ? { ...colors, color: darken(darkest, 0.3), hoverColor: darken(darkest, 0.3) } : colors;
};

export const theme = createTheme({
  colors: { brand, gray },
  primaryColor: "brand",
  primaryShade: 6,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: "md",
  variantColorResolver,
  components: {
    // A badge says a state or a category in a word or two: shown whole, never cut to "Éq…", so a
    // table column grows to fit it instead of squeezing it.
    // A plain object, not Badge.extend: the theme is in the public pages' first load, without Badge's code.
    Badge: {
      styles: { root: { overflow: "visible", flexShrink: 0, maxWidth: "none" }, label: { overflow: "visible", textOverflow: "clip" } },
    },
  },
});
