/**
 * The §3 contract on every search (issue 22), generated from the OpenAPI document: every POST route
 * ending in /search is called with the §3 paginated request, as a role its declared rule admits, and
 * must answer 200 with `_id` on every row. A search route added later is covered without touching
 * this file. The world (support/isolationWorld.ts, plus one record of each other entity) gives most
 * routes rows, and the test requires that most do, so a route cannot pass by answering nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoleCode } from "../../domain/privileges";
import { ENTITIES } from "../../server/entities/registry";
import { dayIn } from "../../domain/zonedTime";
import {
  driverManifests,
  emails,
  invoices,
  systemNotifications,
  tripPositions,
} from "../../server/db/schema";
import { expectedAnswer } from "./support/accessMatrix";
import { as, get, post } from "./support/api";
import type { Headers } from "./support/api";
import { buildChoiceAttribute } from "./support/attributeFactories";
import { buildDriver } from "./support/driverFactories";
import { buildInsuranceProvider } from "./support/facilityFactories";
import { buildFeature } from "./support/factories";
import type { IsolationWorld } from "./support/isolationWorld";
import { buildIsolationWorld } from "./support/isolationWorld";
import { saveArticle } from "./support/knowledgeFactories";
import { buildPatient } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import {
  CLINIC_ADDRESS,
  HOME_ADDRESS,
  insertPaymentRecord,
  insertTrip,
  priceAllBookingTypes,
} from "./support/tripFactories";
import { buildVehicle, buildVehicleDocument } from "./support/vehicleFactories";
import {
  buildServiceOrganization,
  buildServiceUser,
  insertKey,
  keyHeaders,
} from "./support/serviceFactories";

/** Who calls a route: the first role of this order its rule admits (wide readers first). */
const PREFERRED: readonly RoleCode[] = [
  "systemadmin",
  "dataadmin",
  "facilityadmin",
  "nurse",
  "driver",
  "customer",
];
/** Sort fields of the search routes that are not entities (server/trips/positions.ts). */
const OTHER_SORTS: Readonly<Record<string, string>> = {
  "/api/trips/:id/positions/search": "recordedAt",
  "/api/service-organizations/:id/calls/search": "at",
};

let t: TestApp;
let world: IsolationWorld;
let tripId: string;
let articleId: string;
let organizationId: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  world = await buildIsolationWorld(t);
  const vehicle = await buildVehicle(t.db);
  await buildVehicleDocument(t.db, vehicle.id);
  const payer = await buildInsuranceProvider(t.db);
  await buildFeature(t.db);
  // An attribute with a choice (issue 28): rows for /attributes and /attribute-values.
  await buildChoiceAttribute(t.db, { a: "A" });
  // A banner for the system notifications' search (issue 25).
  await t.db.insert(systemNotifications).values({ message: "Contract notice" });
  // Prices for every booking type (the trip prices' rows, and fares for the standing order's trips).
  await priceAllBookingTypes(t.db);
  // A trip with a track, whose id fills the `:id` of the routes under a trip.
  const driver = await buildDriver(t.db);
  tripId = (await insertTrip(t.db, { driverId: driver.id })).id;
  // An article with a kept revision (issue 27): the `:id` of the routes under an article.
  const editor = (await as(t, "systemadmin")).headers;
  const article = await saveArticle(t, editor, {
    title: "Contract article",
    status: "published",
  });
  await saveArticle(t, editor, {
    articleId: article.articleId,
    title: "Contract article, revised",
    status: "published",
  });
  articleId = article.articleId;
  // A service organisation with a key that made a call (issue 28): the `:id` of its call record.
  const organization = await buildServiceOrganization(t.db);
  organizationId = organization.id;
  const owner = await buildServiceUser(t.db, {
    serviceOrganizationId: organization.id,
    role: "dataadmin",
  });
  const { key } = await insertKey(t.db, owner);
  await post(t, "/api/patients/search", {}, keyHeaders(key));
  await t.db.insert(tripPositions).values({
    tripId,
    driverId: driver.id,
    latitude: 40.7,
    longitude: -74,
    accuracy: 10,
    recordedAt: new Date(),
  });
  await insertPaymentRecord(t.db, { tripId });
  // Today's manifest: the manifests search's day defaults to today in the operator's zone.
  await t.db.insert(driverManifests).values({
    driverId: driver.id,
    serviceDate: dayIn(new Date(), t.app.config.TRIP_TIME_ZONE),
    publishedAt: new Date(),
  });
  await t.db.insert(emails).values({
    toEmailAddress: "someone@example.com",
    subject: "Hello",
    body: "Hello.",
    transport: "outbox",
  });
  await t.db.insert(invoices).values({
    invoiceNumber: "INV-CONTRACT-1",
    insuranceProviderId: payer.id,
    billedToName: "Mercy Dialysis",
    periodFrom: "2026-03-01",
    periodTo: "2026-03-31",
  });
  const patient = (await buildPatient(t.db)).id;
  const order = await post(
    t,
    "/api/standing-orders",
    {
      patientId: patient,
      weekdays: [1, 3, 5],
      startDate: dayIn(new Date(), t.app.config.TRIP_TIME_ZONE),
      pickUpTime: "06:30",
      pickUpAddress: HOME_ADDRESS,
      dropOffAddress: CLINIC_ADDRESS,
    },
    (await as(t, "dataadmin")).headers,
  );
  expect(order.statusCode, order.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

/** The record a route's `:id` names: an article, a service organisation, else the trip. */
const idFor = (url: string) =>
  url.startsWith("/api/articles/")
    ? articleId
    : url.startsWith("/api/service-organizations/")
      ? organizationId
      : tripId;

interface SearchRoute {
  url: string;
  role: RoleCode;
  headers: Headers;
  sortBy: string | undefined;
}

const sortOf = (url: string): string | undefined => {
  if (OTHER_SORTS[url]) return OTHER_SORTS[url];
  const entity = ENTITIES.find((e) => `/api${e.prefix}/search` === url);
  return entity ? Object.keys(entity.sortable)[0] : undefined;
};

/**
 * The filter a route's search must name (EntityConfig.requiredSearchFilter, a thread's posts), with
 * every value its table holds; nothing for the other routes.
 */
async function requiredOf(url: string): Promise<Record<string, unknown>> {
  const entity = ENTITIES.find((e) => `/api${e.prefix}/search` === url);
  const field = entity?.requiredSearchFilter?.field;
  const column = field && entity.filters[field]?.column;
  if (!entity || !field || !column) return {};
  const rows = (await t.db
    .selectDistinct({ v: column })
    .from(entity.table)) as {
    v: string | null;
  }[];
  return { [field]: rows.map((r) => r.v).filter((v) => v !== null) };
}

async function searchRoutes(): Promise<SearchRoute[]> {
  const admin = (await as(t, "systemadmin")).headers;
  const doc = (await get(t, "/api/docs/json", admin)).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  const table = t.app.routeAccessTable();
  const routes: SearchRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.endsWith("/search") || !("post" in operations)) continue;
    const url = path.replace(/\{(\w+)\}/g, ":$1");
    const rule = table.find((r) => r.method === "POST" && r.url === url)?.rule;
    expect(rule, `${url} declares its rule`).toBeDefined();
    const role = PREFERRED.find((r) => expectedAnswer(rule!, r) === "allowed");
    expect(role, `${url} admits a role`).toBeDefined();
    const caller = world.callers.find((c) => c.role === role);
    const headers = caller?.headers ?? (await as(t, role!)).headers;
    routes.push({ url, role: role!, headers, sortBy: sortOf(url) });
  }
  return routes;
}

describe("every …/search route (§3)", () => {
  it("accepts the §3 paginated request and answers rows that carry _id", async () => {
    const routes = await searchRoutes();
    // The document is read, not assumed: the entity lists and the routes under a trip are there.
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        "/api/trips/search",
        "/api/activities/search",
        "/api/trips/:id/positions/search",
      ]),
    );
    const failures: string[] = [];
    let withRows = 0;
    const empty: string[] = [];
    for (const route of routes) {
      const body = {
        pageNumber: 1,
        pageSize: 10,
        ...(route.sortBy ? { sortBy: route.sortBy } : {}),
        sortDescending: true,
        searchTerm: "",
        ...(await requiredOf(route.url)),
      };
      const res = await post(
        t,
        route.url.replace(/:\w+/g, idFor(route.url)),
        body,
        route.headers,
      );
      const where = `${route.url} as ${route.role}`;
      if (res.statusCode !== 200) {
        failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const rows = (res.json() as { data: unknown }).data;
      if (!Array.isArray(rows)) {
        failures.push(`${where}: data is not a list of rows`);
        continue;
      }
      if (rows.length > 0) withRows += 1;
      else empty.push(where);
      if (rows.length > 10) failures.push(`${where}: more than pageSize rows`);
      const missing = rows.filter(
        (row: Record<string, unknown>) =>
          typeof row._id !== "string" || row._id === "",
      );
      if (missing.length > 0)
        failures.push(`${where}: ${missing.length} row(s) without _id`);
    }
    expect(failures).toEqual([]);
    // Every route of today's document answers rows from the world above, or the _id check would
    // prove nothing; a route added later may start empty (seed it here), but never most of them.
    expect(withRows, `empty: ${empty.join(", ")}`).toBeGreaterThanOrEqual(
      Math.ceil(routes.length * 0.9),
    );
  }, 120_000);
});
