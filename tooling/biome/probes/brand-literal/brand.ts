export const title = "Lumière AI"; // caught
export const subject = "Welcome to Lumière AI"; // caught
export const greeting = (name: string) => `Hello ${name}, Lumière AI here`; // caught
export const allowed = (brand: string) => `Welcome to ${brand}`;
