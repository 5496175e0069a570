/**
 * Fairness check: the reference must answer what the app answers. Compares one search page and
 * one trip of each, field by field, and lists the paths that differ (values or presence).
 */
import { pageShape, getShape } from "./shapes";
import { sequential } from "./load";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function diff(a: Json, b: Json, at: string, out: string[]): void {
  if (out.length >= 8) return;
  if (
    typeof a !== typeof b ||
    Array.isArray(a) !== Array.isArray(b) ||
    (a === null) !== (b === null)
  ) {
    out.push(
      `${at}: app ${JSON.stringify(a)} vs reference ${JSON.stringify(b)}`,
    );
    return;
  }
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const x = (a as Record<string, Json>)[k];
      const y = (b as Record<string, Json>)[k];
      if (x === undefined || y === undefined) {
        out.push(
          `${at}.${k}: only in the ${x === undefined ? "reference" : "app"}`,
        );
        continue;
      }
      diff(x, y, `${at}.${k}`, out);
    }
    return;
  }
  // Above 10,000 rows either side may estimate its total (issue 13 allows 5%).
  if (
    /\.total(Pages)?$/.test(at) &&
    typeof a === "number" &&
    typeof b === "number"
  )
    if (a > 10_000 / 25 && Math.abs(a - b) <= 0.05 * Math.max(a, b)) return;
  if (a !== b)
    out.push(
      `${at}: app ${JSON.stringify(a)} vs reference ${JSON.stringify(b)}`,
    );
}

/** The differences between the app's and the reference's answers ([] when they agree). */
export async function compareAnswers(
  appUrl: string,
  refUrl: string,
  token: string,
  tripId: string,
): Promise<string[]> {
  const out: string[] = [];
  for (const [name, shape] of [
    ["search page 2", pageShape(token, 2)],
    ["GET trip", getShape(token, [tripId])],
  ] as const) {
    const a = await sequential(appUrl, shape, 1);
    const r = await sequential(refUrl, shape, 1);
    diff(JSON.parse(a.body) as Json, JSON.parse(r.body) as Json, name, out);
  }
  return out;
}
