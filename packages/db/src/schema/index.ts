export * from "./content";
export * from "./leads";
export * from "./media";
export * from "./auth";
export * from "./settings";
export * from "./chat";
export * from "./knowledge";
export * from "./editorial";
