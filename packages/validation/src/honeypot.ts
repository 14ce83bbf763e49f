/**
 * The hidden "website" field of the public forms: people leave it empty, bots fill it. A filled
 * one drops the submission silently, in the browser and on the server alike.
 */
export function isHoneypotFilled(website: string | null | undefined): boolean {
  return Boolean(website?.trim());
}
