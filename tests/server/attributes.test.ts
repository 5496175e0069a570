/**
 * Attribute definitions (issue 28): the generic four under /attributes and /attribute-values for
 * modify-attributes only, their 409s and 422s, and POST /attributes/for-entity for any signed-in user.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTE_MESSAGES } from "../../domain/schemas/attribute";
import { ATTRIBUTE_SERVER_MESSAGES } from "../../server/attributes/messages";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import {
  attributeBody,
  buildAttribute,
  buildChoiceAttribute,
} from "./support/attributeFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
let nurse: Headers;
let dataAdmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
  nurse = (await as(t, "nurse")).headers;
  dataAdmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

describe("the generic calls of /attributes", () => {
  it("create 201, get, update 200 with its choices, delete 200 then 404", async () => {
    const body = attributeBody({ name: " Language ", code: "language" });
    const created = await post(t, "/api/attributes", body, admin);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Attribute added.",
      data: {
        _id: data.attributeId,
        id: data.attributeId,
        attributeId: data.attributeId,
        name: "Language",
        code: "language",
        entityType: "patient",
        dataType: "choice",
        description: "",
        required: false,
        active: true,
        position: 1,
        choices: [],
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const id = data.attributeId as string;
    const value = await post(
      t,
      "/api/attribute-values",
      { attributeId: id, value: "es", label: "Spanish", position: 2 },
      admin,
    );
    expect(value.statusCode, value.body).toBe(201);
    expect(value.json()).toMatchObject({
      message: "New Attribute Value added.",
      data: { attributeId: id, value: "es", label: "Spanish", active: true },
    });
    await post(
      t,
      "/api/attribute-values",
      { attributeId: id, value: "en", label: "English", position: 1 },
      admin,
    );
    const read = (await get(t, `/api/attributes/${id}`, admin)).json().data;
    expect(read.choices.map((c: { value: string }) => c.value)).toEqual([
      "en",
      "es",
    ]);

    const updated = await post(
      t,
      "/api/attributes",
      { ...read, name: "Spoken language", required: true },
      admin,
    );
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Attribute updated.",
      data: { name: "Spoken language", required: true, code: "language" },
    });
    const page = await search(t, "/attributes", admin, {
      entityType: "patient",
    });
    expect(page.data.map((a) => a.attributeId)).toEqual([id]);

    // Nobody holds a value: the attribute goes, its values with it.
    expect((await del(t, `/api/attributes/${id}`, admin)).json()).toMatchObject(
      {
        code: 200,
        message: "Attribute deleted.",
      },
    );
    expectError(
      await get(t, `/api/attributes/${id}`, admin),
      404,
      "Attribute not found.",
    );
    expectError(
      await del(t, `/api/attributes/${id}`, admin),
      404,
      "Attribute not found.",
    );
    expect(
      (await search(t, "/attribute-values", admin, { attributeId: id })).total,
    ).toBe(0);
  });

  it("401 without a session, 403 for a nurse and a data admin, 404 for an unknown id", async () => {
    const a = await buildAttribute(t.db);
    expectError(await post(t, "/api/attributes/search", {}), 401);
    for (const who of [nurse, dataAdmin]) {
      expectError(await post(t, "/api/attributes/search", {}, who), 403);
      expectError(await get(t, `/api/attributes/${a.id}`, who), 403);
      expectError(await post(t, "/api/attributes", attributeBody(), who), 403);
      expectError(await del(t, `/api/attributes/${a.id}`, who), 403);
      expectError(await post(t, "/api/attribute-values/search", {}, who), 403);
    }
    expectError(
      await get(t, `/api/attributes/${randomUUID()}`, admin),
      404,
      "Attribute not found.",
    );
    expectError(
      await post(
        t,
        "/api/attributes",
        attributeBody({ attributeId: randomUUID() }),
        admin,
      ),
      404,
      "Attribute not found.",
    );
  });

  it("a code is unique per kind of record: 409 codeTaken, the same code on trips is fine", async () => {
    await buildAttribute(t.db, { code: "mobility", entityType: "patient" });
    expectError(
      await post(
        t,
        "/api/attributes",
        attributeBody({ code: "mobility" }),
        admin,
      ),
      409,
      ATTRIBUTE_MESSAGES.codeTaken,
      [{ field: "code", message: ATTRIBUTE_MESSAGES.codeTaken }],
    );
    const trip = await post(
      t,
      "/api/attributes",
      attributeBody({ code: "mobility", entityType: "trip" }),
      admin,
    );
    expect(trip.statusCode, trip.body).toBe(201);
  });

  it("422: a bad code, a changed kind or type (typeFixed)", async () => {
    const bad = await post(
      t,
      "/api/attributes",
      attributeBody({ code: "Not OK" }),
      admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: "code", message: ATTRIBUTE_MESSAGES.code },
    ]);
    const a = await buildAttribute(t.db, { dataType: "text" });
    const base = {
      ...attributeBody(),
      attributeId: a.id,
      code: a.code,
      dataType: "text",
    };
    expectError(
      await post(t, "/api/attributes", { ...base, dataType: "number" }, admin),
      422,
      ATTRIBUTE_MESSAGES.typeFixed,
      [{ field: "dataType", message: ATTRIBUTE_MESSAGES.typeFixed }],
    );
    expectError(
      await post(
        t,
        "/api/attributes",
        { ...base, entityType: "vehicle" },
        admin,
      ),
      422,
      ATTRIBUTE_MESSAGES.typeFixed,
      [{ field: "entityType", message: ATTRIBUTE_MESSAGES.typeFixed }],
    );
  });
});

describe("the generic calls of /attribute-values", () => {
  it("only a choice attribute has values (notChoice); an unknown attribute is 422", async () => {
    const text = await buildAttribute(t.db, { dataType: "text" });
    const body = { attributeId: text.id, value: "x", label: "X" };
    expectError(
      await post(t, "/api/attribute-values", body, admin),
      422,
      ATTRIBUTE_MESSAGES.notChoice,
      [{ field: "attributeId", message: ATTRIBUTE_MESSAGES.notChoice }],
    );
    expectError(
      await post(
        t,
        "/api/attribute-values",
        { ...body, attributeId: randomUUID() },
        admin,
      ),
      422,
      ATTRIBUTE_MESSAGES.attributeNotFound,
      [{ field: "attributeId", message: ATTRIBUTE_MESSAGES.attributeNotFound }],
    );
  });

  it("a value is unique within its attribute (409) and keeps its code (422)", async () => {
    const { attribute, choices } = await buildChoiceAttribute(t.db, { a: "A" });
    expectError(
      await post(
        t,
        "/api/attribute-values",
        { attributeId: attribute.id, value: "a", label: "Again" },
        admin,
      ),
      409,
      ATTRIBUTE_MESSAGES.valueTaken,
      [{ field: "value", message: ATTRIBUTE_MESSAGES.valueTaken }],
    );
    const row = (
      await get(t, `/api/attribute-values/${choices[0].id}`, admin)
    ).json().data;
    expectError(
      await post(t, "/api/attribute-values", { ...row, value: "b" }, admin),
      422,
      ATTRIBUTE_SERVER_MESSAGES.valueFixed,
      [{ field: "value", message: ATTRIBUTE_SERVER_MESSAGES.valueFixed }],
    );
    const relabelled = await post(
      t,
      "/api/attribute-values",
      { ...row, label: "Alpha", active: false },
      admin,
    );
    expect(relabelled.json()).toMatchObject({
      code: 200,
      message: "Attribute Value updated.",
      data: { value: "a", label: "Alpha", active: false },
    });
  });
});

describe("POST /attributes/for-entity", () => {
  it("any signed-in user reads the active attributes of a kind, in position order, with choices", async () => {
    const second = await buildAttribute(t.db, {
      entityType: "vehicle",
      position: 2,
      name: "Fleet",
    });
    const { attribute: first } = await buildChoiceAttribute(
      t.db,
      { red: "Red", blue: "Blue" },
      { entityType: "vehicle", position: 1, name: "Colour" },
    );
    await buildAttribute(t.db, { entityType: "vehicle", active: false });
    await buildAttribute(t.db, { entityType: "driver" });
    for (const who of [nurse, dataAdmin, (await as(t, "driver")).headers]) {
      const res = await post(
        t,
        "/api/attributes/for-entity",
        { entityType: "vehicle" },
        who,
      );
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as {
        attributeId: string;
        choices: { label: string }[];
      }[];
      expect(data.map((a) => a.attributeId)).toEqual([first.id, second.id]);
      expect(data[0].choices.map((c) => c.label)).toEqual(["Red", "Blue"]);
      expect(data[1].choices).toEqual([]);
    }
    expectError(
      await post(t, "/api/attributes/for-entity", { entityType: "vehicle" }),
      401,
    );
    const bad = await post(
      t,
      "/api/attributes/for-entity",
      { entityType: "ship" },
      nurse,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { field: "entityType", message: ATTRIBUTE_MESSAGES.entityType },
    ]);
  });
});
