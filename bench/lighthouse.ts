/**
 * Lighthouse (npm `lighthouse`) on one page of the running app, signed in, driving Debian's
 * Chromium (never a downloaded browser) through puppeteer-core. The app keeps its session in
 * sessionStorage (providers/session.ts), which Lighthouse's storage reset leaves alone: each run
 * signs in over the API, writes the session into a fresh tab of the app's origin, then audits.
 */
import fs from "node:fs";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type FormFactor = "mobile" | "desktop";

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** URLs of the scripts the page fetched. */
  scripts: string[];
}

export interface Credentials {
  email: string;
  password: string;
}

function chromiumPath(): string {
  const path = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find(
    (p): p is string => !!p && fs.existsSync(p),
  );
  if (!path)
    throw new Error(
      "Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH",
    );
  return path;
}

/** POST /api/auth/sessions: the token and user the sign-in page would store. */
async function signIn(baseUrl: string, who: Credentials) {
  const res = await fetch(`${baseUrl}/api/auth/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as {
    data?: { token?: string; user?: unknown };
  };
  if (!res.ok || !body.data?.token)
    throw new Error(`sign-in as ${who.email} failed (${res.status})`);
  return { token: body.data.token, user: body.data.user };
}

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; resourceType?: string }[] };
}

/** One Lighthouse run (performance only) of baseUrl + route, signed in as `who`. */
export async function lighthouseRun(
  baseUrl: string,
  route: string,
  who: Credentials,
  formFactor: FormFactor,
): Promise<LighthouseRun> {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    const session = await signIn(baseUrl, who);
    const page = await browser.newPage();
    // Any page of the origin will do to write its storage; this one loads no script.
    await page.goto(`${baseUrl}/api/health/live`);
    await page.evaluate((s) => {
      sessionStorage.setItem("token", s.token);
      sessionStorage.setItem("user", JSON.stringify(s.user));
    }, session);
    const result = await lighthouse(
      `${baseUrl}${route}`,
      { logLevel: "error", output: "json", onlyCategories: ["performance"] },
      formFactor === "desktop"
        ? desktopConfig
        : {
            extends: "lighthouse:default",
            settings: { onlyCategories: ["performance"] },
          },
      page,
    );
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    const ms = (id: string) => Math.round(audit(id)?.numericValue ?? NaN);
    const finalUrl = lhr.finalDisplayedUrl;
    if (!finalUrl.includes(route))
      throw new Error(`Lighthouse ended on ${finalUrl}, not ${route}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: ms("first-contentful-paint"),
      lcpMs: ms("largest-contentful-paint"),
      tbtMs: ms("total-blocking-time"),
      scripts: (audit("network-requests")?.details?.items ?? [])
        .filter((i) => i.resourceType === "Script" && i.url)
        .map((i) => i.url as string),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export interface LighthouseMedian {
  formFactor: FormFactor;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  scores: number[];
  scripts: string[];
}

/** `runs` runs one after the other; the median of each figure (taken separately). */
export async function lighthouseMedian(
  baseUrl: string,
  route: string,
  who: Credentials,
  formFactor: FormFactor,
  runs = 3,
): Promise<LighthouseMedian> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++)
    results.push(await lighthouseRun(baseUrl, route, who, formFactor));
  const pick = (f: (r: LighthouseRun) => number) => median(results.map(f));
  return {
    formFactor,
    score: pick((r) => r.score),
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    scores: results.map((r) => r.score),
    scripts: results[0].scripts,
  };
}
