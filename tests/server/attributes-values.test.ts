/**
 * A record's attribute values (issue 28), on patients: checked on create and update against the
 * active definitions (422 with the attribute's name, field attributes.<id>), a retired attribute's
 * value kept (./attributes-lists.test.ts: filters, export, deletes).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_MESSAGES as M } from "../../domain/schemas/attribute";
import { attributes, patients } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import type { PatientAttributeType } from "./support/attributeFactories";
import {
  buildAttribute,
  buildPatientAttributes,
} from "./support/attributeFactories";
import { buildFacility } from "./support/factories";
import { patientBody } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let nurse: Headers;
/** The patient attributes, by type. */
let ids: Record<PatientAttributeType, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const facility = await buildFacility(t.db);
  nurse = (await as(t, "nurse", { facilityId: facility.id })).headers;
  ({ ids } = await buildPatientAttributes(t.db));
});
afterAll(() => t.close());

const createPatient = (values: Record<string, unknown>, who = nurse) =>
  post(t, "/api/patients", patientBody({ attributes: values }), who);

async function created(values: Record<string, unknown>, lastName?: string) {
  const res = await post(
    t,
    "/api/patients",
    patientBody({ attributes: values, ...(lastName ? { lastName } : {}) }),
    nurse,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & {
    patientId: string;
    attributes: Record<string, string | number | boolean>;
  };
}

describe("values on a patient's create and update", () => {
  it("stores each type's value and answers it in the row", async () => {
    const row = await created({
      [ids.text]: " Rosie ",
      [ids.number]: 61.5,
      [ids.date]: "2019-02-28",
      [ids.boolean]: false,
      [ids.choice]: "es",
    });
    expect(row.attributes).toEqual({
      [ids.text]: "Rosie",
      [ids.number]: 61.5,
      [ids.date]: "2019-02-28",
      [ids.boolean]: false,
      [ids.choice]: "es",
    });
  });

  it.each([
    ["text", 42, M.text("Nickname")],
    ["text", "x".repeat(1001), M.text("Nickname")],
    ["number", "61", M.number("Weight")],
    ["date", "2019-02-30", M.date("Known since")],
    ["date", "28/02/2019", M.date("Known since")],
    ["boolean", "yes", M.boolean("Hearing aid")],
    ["choice", "de", M.choice("Language")],
    ["choice", "fr", M.choice("Language")], // a retired choice is given to no new record
  ] as const)(
    "a wrong %s value (%j) is 422 by name",
    async (type, value, message) => {
      const field = `attributes.${ids[type]}`;
      expectError(await createPatient({ [ids[type]]: value }), 422, message, [
        { field, message },
      ]);
    },
  );

  it("an unknown id, or another kind's attribute, is 422 unknown", async () => {
    const tripAttribute = await buildAttribute(t.db, { entityType: "trip" });
    for (const id of [randomUUID(), tripAttribute.id])
      expectError(await createPatient({ [id]: "x" }), 422, M.unknown, [
        { field: `attributes.${id}`, message: M.unknown },
      ]);
  });

  it("a required attribute: missing on create, or cleared on update, is 422", async () => {
    const required = await buildAttribute(t.db, { name: "Allergies", required: true }); // prettier-ignore
    const field = `attributes.${required.id}`;
    const message = M.required("Allergies");
    try {
      expectError(await createPatient({}), 422, message, [{ field, message }]);
      expectError(await post(t, "/api/patients", patientBody(), nurse), 422, message, [{ field, message }]); // prettier-ignore
      expectError(await createPatient({ [required.id]: "  " }), 422, message, [{ field, message }]); // prettier-ignore
      const row = await created({ [required.id]: "Penicillin" });
      for (const cleared of [null, ""])
        expectError(
          await post(
            t,
            "/api/patients",
            { ...row, attributes: { [required.id]: cleared } },
            nurse,
          ),
          422,
          message,
          [{ field, message }],
        );
      // Not sent: unchanged.
      const kept = await post(t, "/api/patients", { ...row, attributes: undefined, notes: "x" }, nurse); // prettier-ignore
      expect(kept.json().data.attributes).toEqual({
        [required.id]: "Penicillin",
      });
    } finally {
      await t.db.update(attributes).set({ active: false }).where(eq(attributes.id, required.id)); // prettier-ignore
    }
  });

  it("an update merges: sent keys overwrite, null removes, a retired attribute's value stays", async () => {
    const retired = await buildAttribute(t.db, { name: "Old field" });
    const created_ = await created({
      [retired.id]: "legacy",
      [ids.text]: "Rosie",
    });
    await t.db.update(attributes).set({ active: false }).where(eq(attributes.id, retired.id)); // prettier-ignore
    // A retired choice the record held before it was retired (written as it was then).
    await t.db
      .update(patients)
      .set({ attributes: { ...created_.attributes, [ids.choice]: "fr" } })
      .where(eq(patients.id, created_.patientId));
    const row = {
      ...created_,
      attributes: { ...created_.attributes, [ids.choice]: "fr" },
    };
    // The whole row sent back (as a form does), retired values included, with changes.
    const res = await post(
      t,
      "/api/patients",
      {
        ...row,
        attributes: {
          ...row.attributes,
          [ids.text]: null,
          [ids.boolean]: true,
        },
      },
      nurse,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes).toEqual({
      [retired.id]: "legacy",
      [ids.choice]: "fr",
      [ids.boolean]: true,
    });
    // Only some keys: the others stay.
    const again = await post(t, "/api/patients", { ...row, attributes: { [ids.number]: 70 } }, nurse); // prettier-ignore
    expect(again.json().data.attributes).toEqual({
      [retired.id]: "legacy",
      [ids.choice]: "fr",
      [ids.boolean]: true,
      [ids.number]: 70,
    });
    // A retired attribute takes no new value.
    expectError(
      await post(
        t,
        "/api/patients",
        { ...row, attributes: { [retired.id]: "new" } },
        nurse,
      ),
      422,
      M.unknown,
      [{ field: `attributes.${retired.id}`, message: M.unknown }],
    );
  });
});
