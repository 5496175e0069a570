import { describe, expect, it } from "vitest";
import { z } from "zod";
import { optionalText, requiredText } from "../../domain/schemas/common";
import { rowSchemaOf } from "../../domain/schemas/rowSchema";

const upsert = z.object({
  thingId: z.uuid().optional(),
  name: requiredText(50),
  kind: z.enum(["a", "b"]).default("a"),
  note: optionalText(100),
  phone: requiredText(20).transform((v) => v.toUpperCase()),
  count: z.number().int(),
  active: z.boolean().default(true),
  tags: z.array(z.object({ label: requiredText(10), hint: optionalText(10) })),
});

const keys = (schema: z.ZodObject) => Object.keys(schema.shape);

describe("rowSchemaOf", () => {
  it("puts the ids first, the upsert fields in order, then extras and timestamps", () => {
    const row = rowSchemaOf(upsert, "thingId", {
      extra: { computed: z.string() },
    });
    expect(keys(row)).toEqual([
      "_id",
      "id",
      "thingId",
      "name",
      "kind",
      "note",
      "phone",
      "count",
      "active",
      "tags",
      "computed",
      "createdAt",
      "updatedAt",
    ]);
  });

  it("types each field by what it parses to, absent or cleared as null", () => {
    const row = rowSchemaOf(upsert, "thingId", { nullable: ["phone"] });
    const ts = "2025-01-02T10:00:00.000Z";
    const valid = {
      _id: "t1",
      id: "t1",
      thingId: "t1",
      name: "N",
      kind: "anything",
      note: null,
      phone: null,
      count: 2,
      active: false,
      tags: [{ label: "L", hint: null }],
      createdAt: ts,
      updatedAt: ts,
    };
    expect(row.parse(valid)).toEqual(valid);
    expect(row.safeParse({ ...valid, name: null }).success).toBe(false);
    expect(row.safeParse({ ...valid, count: "2" }).success).toBe(false);
    // The allowlist: fields outside the schema never reach the wire.
    expect(row.parse({ ...valid, secret: "x" })).not.toHaveProperty("secret");
  });

  it("replaces an upsert field in place with an extra of the same name", () => {
    const row = rowSchemaOf(upsert, "thingId", {
      extra: { count: z.string() },
    });
    expect(keys(row).indexOf("count")).toBe(7);
    expect(row.shape.count.safeParse("7").success).toBe(true);
  });

  it("refuses a field whose row type cannot be told, rather than guessing", () => {
    const odd = z.object({ when: z.date() });
    expect(() => rowSchemaOf(odd, "oddId")).toThrow(/extra fields/);
  });
});
