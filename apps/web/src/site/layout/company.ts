// Company facts that are not admin settings (the seed's contact page says the same).
export const OFFICE_ADDRESS = "12 Rue de la Paix, 75002 Paris";

export const SOCIAL_LINKS = [
  { id: "linkedin", name: "LinkedIn" },
  { id: "x", name: "X (Twitter)" },
  { id: "github", name: "GitHub" },
] as const;
