export type ModalKind = "consultation" | "notify";
