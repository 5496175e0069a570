/** The demo data's deterministic generator and the transaction type every area inserts with. */
import type { Db } from "../client";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** mulberry32: a tiny deterministic generator; Math.random would change the demo on every install. */
export function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) =>
    min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)];
  return { next, int, pick };
}

export type Random = ReturnType<typeof generator>;

export const pad = (n: number, width: number) => String(n).padStart(width, "0");
