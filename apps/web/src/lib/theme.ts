import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

export const theme = createTheme({
  colors: { brand },
  primaryColor: "brand",
  primaryShade: 6,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
  defaultRadius: "md",
});
