/** Money is held in integer cents everywhere; these convert at the edges (forms, display). */
import { formatMoney } from "./constants";

/** $12.05 from 1205 (§9: dollars plus zero-padded cents); negative amounts get a leading minus. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return sign + formatMoney(Math.floor(abs / 100), abs % 100);
}

/** Dollars as typed in a form (12.5) to whole cents (1250), rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-9);
}

/** Cents to the dollars a number input shows (1250 → 12.5). */
export const centsToDollars = (cents: number) => cents / 100;
