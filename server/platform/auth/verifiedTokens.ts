// Tokens already verified, with what they said, until they expire: a bounded map in insertion
// order (the oldest entry leaves when it is full, and a hit moves its entry to the young end, so
// the participants voting now stay). `now` is injectable for tests.
export class VerifiedTokens<Claims> {
  private readonly entries = new Map<string, { claims: Claims; expiresAt: number }>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The claims of a token verified before and not expired since, else undefined. */
  get(token: string): Claims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    this.entries.delete(token);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(token, entry);
    return entry.claims;
  }

  /** Remembers a token that has just been verified; `expiresAt` in ms since the epoch. */
  set(token: string, claims: Claims, expiresAt: number): void {
    if (!(expiresAt > this.now())) return;
    this.entries.delete(token);
    this.entries.set(token, { claims, expiresAt });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
