import type { SeedPage } from "../types";
import { aboutPage } from "./about";
import { contactPage } from "./contact";
import { homePage } from "./home";
import { insightsPage } from "./insights";
import { productPage } from "./product";
import { technologyPage } from "./technology";

export const seedPages: SeedPage[] = [homePage, technologyPage, aboutPage, productPage, insightsPage, contactPage];
