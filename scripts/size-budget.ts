/**
 * `npm run size:budget` (a stage of `npm test`): builds the client (`vite build`, into dist/ as
 * `npm run build` does) and fails when its gzipped JS exceeds size-budget.json. `--dist DIR` reads
 * an existing build instead. A failure names the figure and by how much it is over: make the new
 * code lazy (src/routes.tsx, React.lazy) or, when the growth is meant, raise the budget in review.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureBundle } from "./bundleSize";
import { budgetFailures, budgetSummary, readBudget } from "./sizeBudgetCheck";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distFlag = process.argv.indexOf("--dist");
let distDir = path.join(ROOT, "dist");
if (distFlag >= 0) {
  distDir = path.resolve(process.argv[distFlag + 1] ?? "dist");
} else {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules", "vite", "bin", "vite.js"),
      "build",
      "--logLevel",
      "warn",
    ],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`vite build: ${seconds.toFixed(1)} s\n`);
}

const budget = readBudget();
const sizes = measureBundle(distDir, budget.routeModules);
const failures = budgetFailures(sizes, budget);
if (failures.length) {
  console.error("Bundle-size budget exceeded (size-budget.json):");
  for (const line of failures) console.error(`  - ${line}`);
  console.error(
    "Load the new code lazily (React.lazy, src/routes.tsx) or, if the growth is intended, raise the budget.",
  );
  process.exit(1);
}
process.stdout.write(
  [
    "Bundle-size budget met (size-budget.json):",
    ...budgetSummary(sizes, budget).map((line) => `  - ${line}`),
    "",
  ].join("\n"),
);
