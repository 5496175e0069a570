/**
 * Attribute values in lists (issue 28), on patients: filters on a choice or yes/no attribute (the
 * GIN index's containment; 400 on any other), the export's column per active attribute, and
 * attributes and values some record holds refused deletion.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_MESSAGES as M } from "../../domain/schemas/attribute";
import { searchRequestSchema } from "../../domain/schemas/search";
import { ATTRIBUTE_SERVER_MESSAGES } from "../../server/attributes/messages";
import type { AuthUser } from "../../server/auth/authUser";
import { pageQuery } from "../../server/crud/search";
import { searchPlanOf } from "../../server/crud/searchPlan";
import { attributeValueChoices } from "../../server/db/schema";
import { patientEntity } from "../../server/entities/patients";
import type { Headers } from "./support/api";
import { as, del, expectError, post, search } from "./support/api";
import type { PatientAttributeType } from "./support/attributeFactories";
import {
  buildAttribute,
  buildPatientAttributes,
} from "./support/attributeFactories";
import { csvRecords } from "./support/csv";
import { buildFacility } from "./support/factories";
import { buildPatient, patientBody } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
let nurse: Headers;
let adminUser: AuthUser;
/** The patient attributes, by type. */
let ids: Record<PatientAttributeType, string>;
let retiredChoice: string;

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await as(t, "systemadmin");
  admin = signedIn.headers;
  adminUser = {
    userId: signedIn.user.id,
    email: signedIn.user.email,
    firstName: "A",
    lastName: "Admin",
    roles: [{ roleCode: "systemadmin" }],
    facilityId: null,
    requirePasswordReset: false,
    sessionId: randomUUID(),
  };
  const facility = await buildFacility(t.db);
  nurse = (await as(t, "nurse", { facilityId: facility.id })).headers;
  ({ ids, retiredChoiceId: retiredChoice } = await buildPatientAttributes(
    t.db,
  ));
  // A patient who held French before it was retired.
  await buildPatient(t.db, { attributes: { [ids.choice]: "fr" } });
});
afterAll(() => t.close());

async function created(values: Record<string, unknown>, lastName: string) {
  const res = await post(
    t,
    "/api/patients",
    patientBody({ attributes: values, lastName }),
    nurse,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { patientId: string };
}

describe("list filters, export and deletes", () => {
  const mark = `Attrlist ${randomUUID().slice(0, 8)}`;
  let spanish: string;
  let aided: string;
  let both: string;
  beforeAll(async () => {
    spanish = (await created({ [ids.choice]: "es", [ids.boolean]: false }, `${mark} A`)).patientId; // prettier-ignore
    aided = (await created({ [ids.choice]: "en", [ids.boolean]: true }, `${mark} B`)).patientId; // prettier-ignore
    both = (await created({ [ids.choice]: "es", [ids.boolean]: true, [ids.text]: "Bo" }, `${mark} C`)).patientId; // prettier-ignore
    await created({}, `${mark} D`);
  });

  const ids_ = async (filters: Record<string, string>) =>
    (
      await search<{ patientId: string }>(t, "/patients", admin, {
        searchTerm: mark,
        additionalStringFilters: filters,
        pageSize: 100,
      })
    ).data
      .map((p) => p.patientId)
      .sort();

  it("filters on a choice and on a yes/no attribute return exactly the matching patients", async () => {
    expect(await ids_({ [`attribute.${ids.choice}`]: "es" })).toEqual([spanish, both].sort()); // prettier-ignore
    expect(await ids_({ [`attribute.${ids.boolean}`]: "true" })).toEqual([aided, both].sort()); // prettier-ignore
    expect(await ids_({ [`attribute.${ids.boolean}`]: "false" })).toEqual([spanish]); // prettier-ignore
    expect(
      await ids_({
        [`attribute.${ids.choice}`]: "es",
        [`attribute.${ids.boolean}`]: "true",
      }),
    ).toEqual([both]);
  });

  it("a filter is a containment the GIN index serves", async () => {
    const request = searchRequestSchema.parse({
      additionalStringFilters: { [`attribute.${ids.choice}`]: "es" },
    });
    const ctx = { app: t.app, user: adminUser };
    const filters = await patientEntity.requestFilters?.(request, ctx);
    const { query } = pageQuery(t.db, searchPlanOf(patientEntity, adminUser, undefined, filters), request); // prettier-ignore
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join("\n");
    });
    expect(plan).toContain("patients_attributes_gin");
    expect(plan).toMatch(/attributes @> /);
  });

  it("400 on a text attribute, an unknown one or a yes/no filter that is not true/false", async () => {
    const url = "/api/patients/search";
    const key = (id: string) => `attribute.${id}`;
    expectError(
      await post(
        t,
        url,
        { additionalStringFilters: { [key(ids.text)]: "Bo" } },
        admin,
      ),
      400,
      ATTRIBUTE_SERVER_MESSAGES.notFilterable(key(ids.text)),
    );
    const unknown = key(randomUUID());
    expectError(
      await post(
        t,
        url,
        { additionalStringFilters: { [unknown]: "x" } },
        admin,
      ),
      400,
      ATTRIBUTE_SERVER_MESSAGES.unknownFilter(unknown),
    );
    expectError(
      await post(
        t,
        url,
        { additionalStringFilters: { [key(ids.boolean)]: "yes" } },
        admin,
      ),
      400,
      ATTRIBUTE_SERVER_MESSAGES.booleanFilter(key(ids.boolean)),
    );
  });

  it("the patients export has a column per active attribute: the choice's label, Yes/No, the text", async () => {
    const res = await post(
      t,
      "/api/patients/export",
      { searchTerm: mark },
      admin,
    );
    const rows = csvRecords(res);
    expect(rows).toHaveLength(4);
    const byName = Object.fromEntries(rows.map((r) => [r.lastName, r]));
    expect(byName[`${mark} C`]).toMatchObject({
      Language: "Spanish",
      "Hearing aid": "Yes",
      Nickname: "Bo",
      Weight: "",
    });
    expect(byName[`${mark} A`]).toMatchObject({ Language: "Spanish", "Hearing aid": "No" }); // prettier-ignore
    expect(byName[`${mark} D`]).toMatchObject({
      Language: "",
      "Hearing aid": "",
    });
  });

  it("an attribute or a value some record holds is not deleted: 409", async () => {
    expectError(
      await del(t, `/api/attributes/${ids.choice}`, admin),
      409,
      M.inUse,
    );
    const [es] = await t.db
      .select()
      .from(attributeValueChoices)
      .where(eq(attributeValueChoices.value, "es"));
    expectError(
      await del(t, `/api/attribute-values/${es.id}`, admin),
      409,
      ATTRIBUTE_SERVER_MESSAGES.valueInUse,
    );
    // The retired "fr" is held too; an unused value and attribute go.
    expectError(await del(t, `/api/attribute-values/${retiredChoice}`, admin), 409, ATTRIBUTE_SERVER_MESSAGES.valueInUse); // prettier-ignore
    const [it_] = await t.db
      .insert(attributeValueChoices)
      .values({ attributeId: ids.choice, value: "it", label: "Italian" })
      .returning();
    expect((await del(t, `/api/attribute-values/${it_.id}`, admin)).statusCode).toBe(200); // prettier-ignore
    const unused = await buildAttribute(t.db, { name: "Unused" });
    expect(
      (await del(t, `/api/attributes/${unused.id}`, admin)).statusCode,
    ).toBe(200);
  });
});
