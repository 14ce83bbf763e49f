export { descriptorByEnglish, messages, type MessageDescriptor, type MessageKey } from "./messages";
export { LANG_VALUES, idSchema, langSchema } from "./common";
export * from "./leads";
export * from "./chat";
export * from "./auth";
export * from "./content";
export * from "./settings";
