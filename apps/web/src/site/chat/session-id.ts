const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Spec §3/§9: 'session_' + timestamp + 9 random characters, one per page load. */
export function createSessionId(now: number = Date.now(), randomBytes: (n: number) => Uint8Array = defaultRandom): string {
  const bytes = randomBytes(9);
  let suffix = "";
  for (const b of bytes) suffix += ALPHABET[b % ALPHABET.length];
  return `session_${now}${suffix}`;
}

function defaultRandom(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}
