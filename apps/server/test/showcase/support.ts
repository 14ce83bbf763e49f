// Helpers of the showcase suites: a picture in the Media Library and a complete case study.
import { media } from "@lumiere/db";
import type { FastifyInstance } from "fastify";
import { uniqueWord } from "../editorial/support";

/** An uploaded picture's row (the file itself is not needed by these suites), as the library lists it. */
export async function libraryPicture(app: FastifyInstance): Promise<string> {
  const storedName = `${uniqueWord("pic")}.webp`;
  await app.db
    .insert(media)
    .values({ filename: "plant.webp", storedName, category: "image", mimeType: "image/webp", size: 1234, width: 1200, height: 800 });
  return `/media/${storedName}`;
}

/** A case study's fields as the admin's form sends them. */
export function caseStudyInput(word: string, picture: string, extra: Record<string, unknown> = {}) {
  return {
    title_en: `${word} forecasting for a retailer`,
    title_fr: `${word} prévisions pour un distributeur`,
    summary_en: `How ${word} cut stock-outs.`,
    summary_fr: `Comment ${word} a réduit les ruptures.`,
    challenge_en: "Stock-outs every week.",
    challenge_fr: "Des ruptures chaque semaine.",
    approach_en: "A demand model per store.",
    approach_fr: "Un modèle de demande par magasin.",
    quote_en: "",
    quote_fr: "",
    client: `${word} Stores`,
    industry: "retail",
    services: ["predictive-analytics"],
    results: [{ figure: "-38 %", label_en: "stock-outs", label_fr: "ruptures" }],
    pictures: [{ url: picture, alt_en: "A store shelf", alt_fr: "Un rayon de magasin" }],
    ...extra,
  };
}
