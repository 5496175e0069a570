/**
 * The one place that chooses the resilience tests' form. CI runs the short form: 3 kill -9 trials per
 * database and a 10-second load, each still failing on one lost write or one error. RESILIENCE_LONG=1
 * (what `npm run bench` sets) runs the long form: 20 trials per database and 60 seconds at 50
 * connections. KILL9_TRIALS and LOAD_SECONDS override either, for a local run. With
 * RESILIENCE_FIGURES naming a file, each test appends its figures there as a JSON line (the bench
 * reads them into bench/results.md).
 */
import fs from "node:fs";

const LONG = process.env.RESILIENCE_LONG === "1";

export const RESILIENCE = {
  long: LONG,
  kill9Trials: Number(process.env.KILL9_TRIALS ?? (LONG ? 20 : 3)),
  loadSeconds: Number(process.env.LOAD_SECONDS ?? (LONG ? 60 : 10)),
  loadConnections: 50,
} as const;

export type ResilienceFigure =
  | {
      test: "kill9";
      database: string;
      trials: number;
      acknowledged: number;
      lost: number;
      restartP50Ms: number;
    }
  | {
      test: "load";
      database: string;
      connections: number;
      seconds: number;
      requests: number;
      errors: number;
      non2xx: number;
      timeouts: number;
      p50Ms: number;
      p99Ms: number;
      reqPerSec: number;
    };

/** Prints the figures' line and, with RESILIENCE_FIGURES set, appends them to that file. */
export function recordFigure(line: string, figure: ResilienceFigure): void {
  console.log(line);
  const file = process.env.RESILIENCE_FIGURES;
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
