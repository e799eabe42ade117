/**
 * The webhook deliveries received lately (docs/design.md#publishing-and-releases), so that a
 * repeated one runs nothing: a host's retry, a "Redeliver", or a captured signed request replayed
 * by someone else (the signature covers the body only, and a body stays valid forever). Bounded:
 * the newest `max` ids, each for `ttlMs`; older ones are forgotten, and a replay of those is caught
 * by the commit check (the pushed commit is live, being built or queued).
 */
export interface DeliveryMemory {
  /** True if `id` was remembered (and not expired); remembers it from now on either way. */
  seen(id: string): boolean;
  readonly size: number;
}

export function createDeliveryMemory({
  max = 1000,
  ttlMs = 24 * 60 * 60_000,
  now = Date.now,
}: {
  max?: number;
  ttlMs?: number;
  now?: () => number;
} = {}): DeliveryMemory {
  // Insertion order is arrival order: the oldest entries are at the front.
  const received = new Map<string, number>();
  const forgetOld = (time: number) => {
    for (const [id, at] of received) {
      if (received.size <= max && time - at < ttlMs) break;
      received.delete(id);
    }
  };
  return {
    seen(id) {
      const time = now();
      forgetOld(time);
      const known = received.has(id);
      // Re-inserted at the end: a delivery that keeps being replayed stays remembered.
      received.delete(id);
      received.set(id, time);
      forgetOld(time);
      return known;
    },
    get size() {
      return received.size;
    },
  };
}
