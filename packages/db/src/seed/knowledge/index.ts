// Aya's starter knowledge: the questions every visitor asks, answered from the seeded pages.
// {email}, {phone}, {address} and {hours} are filled from Site Settings when Aya answers.
import { companyKnowledge } from "./company";
import { industryKnowledge } from "./industries";
import { practiceKnowledge } from "./practice";
import { serviceKnowledge } from "./services";

export { serviceKnowledge } from "./services";
export type { SeedKnowledge } from "./types";
export const seedKnowledge = [...companyKnowledge, ...serviceKnowledge, ...industryKnowledge, ...practiceKnowledge];
