/** What the shell knows of the signed-in person (auth.me). */
export interface Viewer {
  role?: string | null;
  hasTwoFactor?: boolean;
  twoFactorRequired?: boolean;
}

/** The team requires two-factor and this person has not set it up yet: only My account opens. */
export function mustSetUpTwoFactor(me: Viewer | null | undefined): boolean {
  return me?.twoFactorRequired === true && me.hasTwoFactor !== true;
}
