// Loaded on demand by the contact form: the zod schema and zod itself stay out of the page's first load.
export { contactInputSchema } from "@lumiere/validation";
