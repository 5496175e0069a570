/**
 * B6 (issue 13), the front end: the gzipped JavaScript the first load of /trips/all downloads,
 * against a minimal react-admin 5 + MUI app with one resource built in the same run
 * (bench/minimal-app), and Lighthouse's performance score on /trips/all of the real server with the
 * demo data, median of 3 runs on mobile and on desktop (Debian's Chromium).
 */
import os from "node:os";
import path from "node:path";
import { gzipKb, measureBundle } from "../scripts/bundleSize";
import { readBudget } from "../scripts/sizeBudgetCheck";
import {
  buildMinimalApp,
  ROOT,
  startRealApp,
  viteBuild,
} from "./frontendBuild";
import type { FormFactor, LighthouseMedian } from "./lighthouse";
import { lighthouseMedian } from "./lighthouse";
import type { BenchRow } from "./table";

const ROUTE = "/trips/all";
const SIGN_IN = { email: "dataadmin@example.com", password: "ChangeMe-2026!" };
const MAX_JS_RATIO = 1.05;
const MIN_SCORE: Record<FormFactor, number> = { mobile: 75, desktop: 95 };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const infoRow = (workload: string, value: string, note?: string): BenchRow => ({
  workload,
  reqPerSec: null,
  p50Ms: null,
  p99Ms: null,
  refReqPerSec: null,
  ratio: null,
  value,
  target: "—",
  pass: null,
  note,
});

/** The ratio row: the app's JS over the minimal app's, at most MAX_JS_RATIO. */
function jsRow(
  workload: string,
  appKb: number,
  minimalKb: number,
  note: string,
): BenchRow {
  const ratio = appKb / minimalKb;
  const pass = ratio <= MAX_JS_RATIO;
  return {
    ...infoRow(workload, `${appKb.toFixed(1)} kB`, note),
    ratio,
    target: `≤${MAX_JS_RATIO}× the minimal app (${minimalKb.toFixed(1)} kB)`,
    pass,
    ...(pass
      ? {}
      : {
          shortfall: `${ratio.toFixed(2)}× (limit ${MAX_JS_RATIO}×, ${(appKb - minimalKb * MAX_JS_RATIO).toFixed(1)} kB over)`,
        }),
  };
}

/** Lighthouse's timings are the machine's: other work on its cores shows in TBT and LCP. */
const loadNote = (before: number, after: number) =>
  `1-min load average ${before.toFixed(1)} → ${after.toFixed(1)} on ${os.cpus().length} cores`;

function lighthouseRow(m: LighthouseMedian, load: string): BenchRow {
  const needed = MIN_SCORE[m.formFactor];
  const pass = m.score >= needed;
  return {
    ...infoRow(
      `B6 Lighthouse ${m.formFactor} ${ROUTE} (median of ${m.scores.length})`,
      `score ${m.score}`,
      `FCP ${seconds(m.fcpMs)}, LCP ${seconds(m.lcpMs)}, TBT ${m.tbtMs} ms; scores ${m.scores.join(", ")}; ${load}`,
    ),
    target: `score ≥${needed}`,
    pass,
    ...(pass ? {} : { shortfall: `score ${m.score} (needs ${needed})` }),
  };
}

/** The build's files (assets/…) among the script URLs the browser fetched. */
const fetchedFiles = (urls: string[]) => [
  ...new Set(urls.map((u) => `assets/${path.basename(new URL(u).pathname)}`)),
];

/** How the files the browser fetched compare with the budget's prediction from the manifest. */
function crossCheck(fetched: string[], predicted: string[]): string {
  const missing = fetched.filter((f) => !predicted.includes(f));
  const extra = predicted.filter((f) => !fetched.includes(f));
  if (!missing.length && !extra.length)
    return "the files size-budget.json predicts, exactly";
  return `size-budget.json's prediction missed ${missing.join(", ") || "nothing"} and included ${extra.join(", ") || "nothing"} unfetched`;
}

export async function frontendRows(): Promise<BenchRow[]> {
  const budget = readBudget();
  const appBuildMs = viteBuild(ROOT);
  const app = measureBundle(path.join(ROOT, "dist"), budget.routeModules);
  const minimal = buildMinimalApp();
  let minimalKb: number;
  try {
    minimalKb = measureBundle(minimal.distDir).initialKb;
  } finally {
    minimal.remove();
  }

  const server = await startRealApp();
  const medians: LighthouseMedian[] = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (const formFactor of ["mobile", "desktop"] as const)
      medians.push(
        await lighthouseMedian(server.url, ROUTE, SIGN_IN, formFactor),
      );
  } finally {
    await server.stop();
  }
  const load = loadNote(loadBefore, os.loadavg()[0]);

  // What the browser fetched for the page (Lighthouse's first mobile run), gzipped.
  const fetched = fetchedFiles(medians[0].scripts);
  const distDir = path.join(ROOT, "dist");
  return [
    jsRow(
      `B6 JS of the first load of ${ROUTE} (gzip)`,
      gzipKb(distDir, fetched),
      minimalKb,
      `the ${fetched.length} scripts the browser fetched: ${crossCheck(fetched, app.routeFiles)}`,
    ),
    infoRow(
      "B6 JS before the first render (entry + static imports, gzip)",
      `${app.initialKb.toFixed(1)} kB`,
      `${(app.initialKb / minimalKb).toFixed(2)}× the minimal app; all JS of the build ${app.totalKb.toFixed(1)} kB`,
    ),
    infoRow(
      "B6 vite build time",
      seconds(appBuildMs),
      `minimal app: ${seconds(minimal.buildMs)}`,
    ),
    ...medians.map((m) => lighthouseRow(m, load)),
  ];
}
