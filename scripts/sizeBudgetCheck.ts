/**
 * The bundle-size budget (size-budget.json): gzipped kB the build may not exceed, for the JS every
 * page loads before it renders, for the first load of one route (/trips/all, with its lazy chunks)
 * and for all JS of the build. Read by scripts/size-budget.ts (in `npm test`) and bench/frontend.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { BundleSizes } from "./bundleSize";

export interface SizeBudget {
  /** The route whose first load is budgeted, e.g. "/trips/all". */
  route: string;
  /** Manifest keys (source paths) of the lazy modules that route loads, e.g. its resource folder. */
  routeModules: string[];
  /** Limits in gzipped kB (1,024 bytes). */
  maxKb: { initial: number; route: number; total: number };
}

export const BUDGET_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "size-budget.json",
);

export function readBudget(file = BUDGET_FILE): SizeBudget {
  return JSON.parse(fs.readFileSync(file, "utf8")) as SizeBudget;
}

const LABELS: Record<keyof SizeBudget["maxKb"], string> = {
  initial: "JS every page loads before it renders (entry + static imports)",
  route: "JS of the first load of {route} (with its lazy chunks)",
  total: "all JS of the build",
};

const MEASURED: Record<keyof SizeBudget["maxKb"], keyof BundleSizes> = {
  initial: "initialKb",
  route: "routeKb",
  total: "totalKb",
};

/** One line per limit exceeded; empty when the build fits. */
export function budgetFailures(
  sizes: BundleSizes,
  budget: SizeBudget,
): string[] {
  return (Object.keys(LABELS) as (keyof SizeBudget["maxKb"])[]).flatMap(
    (key) => {
      const measured = sizes[MEASURED[key]] as number;
      const limit = budget.maxKb[key];
      if (measured <= limit) return [];
      const label = LABELS[key].replace("{route}", budget.route);
      return [
        `${label}: ${measured.toFixed(1)} kB gzipped, over the budget of ${limit} kB by ${(measured - limit).toFixed(1)} kB`,
      ];
    },
  );
}

/** The report printed on success: each figure against its limit. */
export function budgetSummary(
  sizes: BundleSizes,
  budget: SizeBudget,
): string[] {
  return (Object.keys(LABELS) as (keyof SizeBudget["maxKb"])[]).map((key) => {
    const label = LABELS[key].replace("{route}", budget.route);
    const measured = sizes[MEASURED[key]] as number;
    return `${label}: ${measured.toFixed(1)} kB of ${budget.maxKb[key]} kB`;
  });
}
