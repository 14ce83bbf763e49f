// Draws the seeded articles' illustrations (public/illustrations/*.svg): one scene per article on
// its category's colours, in plain minified SVG (no fonts, no scripts, ~2 KB each). Run it after
// changing a scene: `node scripts/draw-illustrations.mjs`; the SVG files are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const out = fileURLToPath(new URL("../public/illustrations/", import.meta.url));
mkdirSync(out, { recursive: true });

// Category tones, as in src/site/insights/category-style.ts and site.css.
const tones = {
  indigo: ["#312e81", "#6366f1", "#c7d2fe"],
  cyan: ["#164e63", "#0891b2", "#a5f3fc"],
  violet: ["#4c1d95", "#8b5cf6", "#ddd6fe"],
  teal: ["#134e4a", "#0d9488", "#99f6e4"],
  amber: ["#78350f", "#d97706", "#fde68a"],
  rose: ["#881337", "#e11d48", "#fecdd3"],
};

const W = "#fff";
const card = (x, y, w, h, r = 14, o = 0.14) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${W}" fill-opacity="${o}" stroke="${W}" stroke-opacity=".5" stroke-width="2"/>`;
const line = (x, y, w, o = 0.7, h = 8) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}" fill="${W}" fill-opacity="${o}"/>`;
const dot = (x, y, r, fill = W, o = 1) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`;
const path = (d, w = 3, o = 0.9, extra = "") =>
  `<path d="${d}" fill="none" stroke="${W}" stroke-opacity="${o}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;

function frame(tone, body, title) {
  const [dark, mid, light] = tones[tone];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320"><title>${title}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.2" fill="${light}" fill-opacity=".18"/></pattern></defs><rect width="640" height="320" fill="url(#g)"/><rect width="640" height="320" fill="url(#p)"/><circle cx="560" cy="40" r="150" fill="${light}" fill-opacity=".12"/><circle cx="40" cy="330" r="110" fill="${light}" fill-opacity=".1"/>${body.replaceAll("LIGHT", light)}</svg>`;
}

const scenes = {
  // The EU AI Act and GDPR: a compliance file, a shield with a tick, the ring of EU stars.
  "eu-ai-act-gdpr": [
    "amber",
    [
      card(150, 60, 200, 210),
      line(178, 96, 120),
      line(178, 120, 144, 0.45),
      line(178, 140, 130, 0.45),
      line(178, 160, 144, 0.45),
      line(178, 190, 96, 0.45),
      line(178, 210, 120, 0.45),
      `<path d="M400 92l74 26v52c0 48-32 78-74 96-42-18-74-48-74-96v-52z" fill="LIGHT" fill-opacity=".95"/>`,
      path("M370 176l22 22 42-46", 10, 1, ' stroke="#78350f"').replace(`stroke="${W}" `, ""),
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return dot(Math.round(400 + Math.cos(a) * 112), Math.round(176 + Math.sin(a) * 112), 5, "LIGHT", 0.9);
      }),
    ],
    "A compliance file beside a shield with a tick",
  ],
  // MLOps: notebook → tests → container → monitored service, joined by a pipeline.
  "mlops-poc-to-production": [
    "teal",
    [
      path("M118 160H522", 4, 0.5, ' stroke-dasharray="2 12"'),
      card(70, 112, 96, 96),
      line(90, 140, 56),
      line(90, 158, 40, 0.45),
      line(90, 176, 50, 0.45),
      card(206, 112, 96, 96),
      path("M232 162l14 14 28-30", 7),
      card(342, 112, 96, 96),
      `<path d="M390 134l30 16v34l-30 16-30-16v-34z" fill="LIGHT" fill-opacity=".9"/>`,
      card(478, 112, 96, 96),
      path("M494 180l16-18 14 10 18-24 16 12", 5),
      dot(558, 160, 6, "LIGHT"),
    ],
    "A pipeline from notebook to tests, container and monitored service",
  ],
  // Radiology triage: a chest scan in a viewer, one study flagged urgent, a heartbeat line.
  "radiology-prioritisation": [
    "rose",
    [
      card(120, 48, 240, 224, 18, 0.1),
      `<ellipse cx="240" cy="160" rx="78" ry="92" fill="LIGHT" fill-opacity=".22"/>`,
      path("M240 82v160", 5, 0.8),
      ...[110, 136, 162, 188].map((y) => path(`M232 ${y}c-30 0-56 10-66 30M248 ${y}c30 0 56 10 66 30`, 4, 0.75)),
      `<circle cx="282" cy="148" r="22" fill="none" stroke="LIGHT" stroke-width="5"/>`,
      card(392, 64, 150, 52),
      dot(420, 90, 10, "LIGHT"),
      line(440, 86, 84),
      card(392, 134, 150, 52, 14, 0.08),
      dot(420, 160, 10, W, 0.5),
      line(440, 156, 70, 0.45),
      path("M392 240h40l14-30 20 56 18-40 12 14h46", 5),
    ],
    "A chest scan with one study flagged as urgent",
  ],
  // Email triage: envelopes read by a language model and routed to three trays.
  "nlp-email-triage": [
    "indigo",
    [
      ...[70, 140, 210].map(
        (y, i) => `<g transform="translate(${70 + i * 10} ${y})">${card(0, 0, 110, 66, 10)}${path("M6 8l49 32 49-32", 4, 0.8)}</g>`,
      ),
      `<circle cx="320" cy="176" r="54" fill="LIGHT" fill-opacity=".9"/>`,
      path("M294 176h52M320 150v52", 8, 1, ' stroke="#312e81"').replace(`stroke="${W}" `, ""),
      path("M222 112c40 0 50 30 46 50M230 182h36M222 248c40 0 50-30 46-50", 4, 0.6),
      path("M374 176c40 0 40-76 80-76M374 176h80M374 176c40 0 40 76 80 76", 4, 0.6),
      card(464, 76, 110, 48, 12),
      line(484, 96, 60),
      card(464, 152, 110, 48, 12),
      line(484, 172, 44),
      card(464, 228, 110, 48, 12),
      line(484, 248, 70),
    ],
    "Emails routed by a language model into three trays",
  ],
  // Adaptive learning: a path of lessons that climbs, each learner's next step highlighted.
  "adaptive-learning": [
    "teal",
    [
      path("M90 260C170 260 170 200 250 200S330 140 410 140 490 80 560 80", 6, 0.55),
      ...[
        [90, 260],
        [250, 200],
        [410, 140],
      ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="LIGHT" fill-opacity=".95"/>`),
      path("M80 260l8 8 14-16M240 200l8 8 14-16M400 140l8 8 14-16", 5, 1, ' stroke="#134e4a"').replace(`stroke="${W}" `, ""),
      `<circle cx="560" cy="80" r="26" fill="none" stroke="LIGHT" stroke-width="5" stroke-dasharray="8 6"/>`,
      card(120, 56, 176, 92),
      line(142, 80, 90),
      line(142, 100, 132, 0.45),
      line(142, 118, 110, 0.45),
      `<rect x="142" y="132" width="132" height="6" rx="3" fill="${W}" fill-opacity=".25"/><rect x="142" y="132" width="88" height="6" rx="3" fill="LIGHT"/>`,
    ],
    "A learning path climbing through completed lessons",
  ],
  // Visual inspection: parts on a conveyor, a camera, one part boxed as defective.
  "vision-quality-inspection": [
    "violet",
    [
      `<rect x="40" y="236" width="560" height="22" rx="11" fill="${W}" fill-opacity=".22"/>`,
      ...[80, 200, 320, 440, 560].map((x) => dot(x, 247, 7, W, 0.6)),
      ...[
        [96, 0.25],
        [226, 0.25],
        [476, 0.25],
      ].map(([x, o]) => `<rect x="${x}" y="176" width="70" height="60" rx="8" fill="${W}" fill-opacity="${o}"/>`),
      `<rect x="352" y="176" width="70" height="60" rx="8" fill="LIGHT" fill-opacity=".9"/>`,
      path("M372 190l14 16-8 8 16 12", 4, 1, ' stroke="#4c1d95"').replace(`stroke="${W}" `, ""),
      `<rect x="338" y="160" width="98" height="92" rx="6" fill="none" stroke="LIGHT" stroke-width="4" stroke-dasharray="14 8"/>`,
      `<path d="M387 88L330 160h114z" fill="LIGHT" fill-opacity=".22"/>`,
      card(350, 44, 74, 48, 12, 0.3),
      dot(387, 68, 13, "LIGHT"),
      card(110, 52, 170, 70, 12),
      line(130, 74, 70),
      line(130, 96, 120, 0.45),
    ],
    "A camera boxing a defective part on a conveyor",
  ],
  // Demand forecasting: weekly sales bars, then a forecast line inside its confidence band.
  "demand-forecasting": [
    "cyan",
    [
      path("M80 262H580", 3, 0.5),
      ...[
        [100, 120],
        [136, 92],
        [172, 140],
        [208, 110],
        [244, 156],
        [280, 128],
        [316, 170],
      ].map(([x, h]) => `<rect x="${x}" y="${262 - h}" width="24" height="${h}" rx="5" fill="${W}" fill-opacity=".55"/>`),
      `<path d="M340 100L580 40V150L340 124z" fill="LIGHT" fill-opacity=".22"/>`,
      path("M112 150L148 176L184 126L220 160L256 110L292 136L328 96", 4, 0.9),
      path("M340 112L400 92L460 96L520 70L580 92", 5, 1, ' stroke-dasharray="12 9" stroke="LIGHT"').replace(`stroke="${W}" `, ""),
      dot(340, 112, 8, "LIGHT"),
      `<rect x="336" y="40" width="2" height="222" fill="${W}" fill-opacity=".4"/>`,
    ],
    "Weekly sales bars followed by a forecast and its confidence band",
  ],
  // Retrieval-augmented generation: source documents feed an answer that cites them.
  "rag-enterprise-knowledge": [
    "indigo",
    [
      ...[0, 1, 2].map((i) => card(70 + i * 14, 70 + i * 18, 140, 170, 12, 0.12 + i * 0.04)),
      line(120, 140, 70),
      line(120, 160, 84, 0.45),
      line(120, 180, 60, 0.45),
      line(120, 200, 76, 0.45),
      path("M266 170h70", 5, 0.8),
      path("M322 156l14 14-14 14", 5, 0.8),
      `<path d="M372 82h196a20 20 0 0 1 20 20v104a20 20 0 0 1-20 20H440l-36 30v-30h-32a20 20 0 0 1-20-20V102a20 20 0 0 1 20-20z" fill="LIGHT" fill-opacity=".95"/>`,
      `<g fill="#312e81" fill-opacity=".7">${[
        [380, 112, 150],
        [380, 134, 174],
        [380, 156, 120],
      ]
        .map(([x, y, w]) => `<rect x="${x}" y="${y}" width="${w}" height="9" rx="4.5"/>`)
        .join("")}<rect x="380" y="184" width="34" height="18" rx="9"/><rect x="420" y="184" width="34" height="18" rx="9"/></g>`,
    ],
    "Source documents feeding an answer that cites them",
  ],
};

for (const [name, [tone, parts, title]] of Object.entries(scenes)) {
  writeFileSync(`${out}${name}.svg`, frame(tone, parts.join(""), title));
}
console.log(`drew ${Object.keys(scenes).length} illustrations in ${out}`);
