import { describe, expect, it } from "vitest";
import { toFormValues } from "../../../src/forms/formValues";

const defaults = {
  name: "",
  note: "",
  expiresOn: null as string | null,
  count: 4,
  addresses: [{ line1: "", line2: "" }],
};

describe("toFormValues", () => {
  it("gives a copy of the defaults for a new record", () => {
    expect(toFormValues(undefined, defaults, "thingId")).toEqual(defaults);
    expect(toFormValues({ name: "x" }, defaults, "thingId")).toEqual(defaults);
    expect(toFormValues(null, defaults, "thingId")).not.toBe(defaults);
  });

  it("reads the defaults' fields from the row, nulls as empty inputs where the default is empty", () => {
    const row = {
      _id: "t1",
      id: "t1",
      thingId: "t1",
      name: "Thing",
      note: null,
      expiresOn: null,
      count: 7,
      addresses: [{ line1: "12 Elm", line2: null }],
      createdAt: "2025-01-02T10:00:00.000Z",
    };
    expect(toFormValues(row, defaults, "thingId")).toStrictEqual({
      id: "t1",
      thingId: "t1",
      name: "Thing",
      note: "",
      expiresOn: null,
      count: 7,
      addresses: [{ line1: "12 Elm", line2: "" }],
    });
  });
});
