/** The pure halves of record attributes (issue 28): the client's check of the values, and the filters. */
import { describe, expect, it } from "vitest";
import type { AttributeRow } from "../../../domain/schemas/attribute";
import { toAttributeFilters } from "../../../providers/attributeMethods";
import { checkAttributes } from "../../../src/widgets/attributes/attributeValues";

const attribute = (over: Partial<AttributeRow>): AttributeRow => ({
  id: "a",
  attributeId: "a",
  name: "Seats",
  code: "seats",
  entityType: "vehicle",
  dataType: "number",
  description: "",
  required: false,
  active: true,
  position: 0,
  choices: [],
  createdAt: "",
  updatedAt: "",
  ...over,
});

describe("checkAttributes", () => {
  const defs = [
    attribute({}),
    attribute({
      id: "b",
      attributeId: "b",
      name: "Checked",
      dataType: "date",
      required: true,
    }),
    attribute({
      id: "c",
      attributeId: "c",
      name: "Colour",
      dataType: "choice",
      choices: [
        {
          attributeValueId: "1",
          value: "red",
          label: "Red",
          position: 0,
          active: true,
        },
        {
          attributeValueId: "2",
          value: "blue",
          label: "Blue",
          position: 1,
          active: false,
        },
      ],
    }),
  ];

  it("names each wrong value with the server's message", () => {
    expect(checkAttributes(defs, { a: "many", c: "blue" }, {}).errors).toEqual({
      a: "Seats must be a number.",
      b: "Checked is required.",
      c: "Colour must be one of its values.",
    });
  });

  it("sends active attributes only, an emptied stored value as null, a never-set one not at all", () => {
    expect(
      checkAttributes(
        defs,
        { a: "", b: "2026-03-01", c: "red", gone: "x" },
        { a: 4, gone: "x" },
      ).body,
    ).toEqual({ a: null, b: "2026-03-01", c: "red" });
    expect(checkAttributes(defs, { b: "2026-03-01" }, {}).body).toEqual({
      b: "2026-03-01",
    });
  });
});

describe("toAttributeFilters", () => {
  it("moves {attribute: {<id>: value}} into additionalStringFilters beside the list's own", () => {
    expect(
      toAttributeFilters({
        facilityId: "f",
        additionalStringFilters: { bookingType: "private" },
        attribute: { c: "red", d: true, e: "" },
      }),
    ).toEqual({
      facilityId: "f",
      additionalStringFilters: {
        bookingType: "private",
        "attribute.c": "red",
        "attribute.d": "true",
      },
    });
    expect(toAttributeFilters({ attribute: {} })).toEqual({});
    expect(toAttributeFilters({ q: "x" })).toEqual({ q: "x" });
  });
});
