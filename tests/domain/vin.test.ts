import { describe, expect, it } from "vitest";
import { vehicleUpsertSchema, vinSchema } from "../../domain/schemas/vehicle";
import {
  isValidVin,
  normalizeVin,
  VIN_MESSAGES,
  vinCheckDigit,
  vinProblem,
  withCheckDigit,
} from "../../domain/vin";

// Real VINs whose 9th character is the check digit (the last one's is X).
const VALID = [
  "1HGCM82633A004352",
  "JH4KA7561PC008269",
  "1G1JC5444R7252367",
  "3VWFE21C04M000001",
  "1M8GDM9AXKP042788",
  "1GNEK13ZX3R298984",
];

describe("vinProblem", () => {
  it.each(VALID)("accepts %s", (vin) => {
    expect(vinProblem(vin)).toBeNull();
    expect(isValidVin(vin)).toBe(true);
  });

  it("computes the check digit, X for a remainder of 10", () => {
    expect(vinCheckDigit("1HGCM82633A004352")).toBe("3");
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
  });

  it("refuses a wrong check digit (one character changed)", () => {
    expect(vinProblem("1HGCM82643A004352")).toBe("checkDigit");
    expect(vinProblem("1HGCM82633A004353")).toBe("checkDigit");
    // Commonly quoted, but their 9th character is not the check digit.
    expect(vinProblem("1FTFW1ET5DFC10312")).toBe("checkDigit");
    expect(vinProblem("5YJSA1E26HF000337")).toBe("checkDigit");
  });

  it("refuses I, O and Q and anything but digits and letters", () => {
    expect(vinProblem("1HGCM82633A00435I")).toBe("characters");
    expect(vinProblem("1HGCM82633AO04352")).toBe("characters");
    expect(vinProblem("QHGCM82633A004352")).toBe("characters");
    expect(vinProblem("1HGCM-82633A00435")).toBe("characters");
  });

  it("refuses a length other than 17, and nothing at all", () => {
    expect(vinProblem("1HGCM82633A00435")).toBe("length");
    expect(vinProblem("1HGCM82633A0043521")).toBe("length");
    expect(vinProblem("")).toBe("required");
  });

  it("normalises spaces and lower case before checking", () => {
    expect(normalizeVin("  1hgcm82633a004352 ")).toBe("1HGCM82633A004352");
    expect(isValidVin("  1hgcm82633a004352 ")).toBe(true);
  });

  it("withCheckDigit sets position 9", () => {
    expect(withCheckDigit("1hgcm82603a004352")).toBe("1HGCM82633A004352");
  });
});

describe("vinSchema", () => {
  const message = (value: unknown) => {
    const result = vinSchema.safeParse(value);
    return result.success ? null : result.error.issues[0].message;
  };

  it("returns the normalised VIN", () => {
    expect(vinSchema.parse(" 1hgcm82633a004352")).toBe("1HGCM82633A004352");
  });

  it("gives a distinct message per problem", () => {
    expect(message("1HGCM82643A004352")).toBe(
      "This VIN's check digit (the 9th character) does not match the rest: check it for a typo.",
    );
    expect(message("1HGCM82633AO04352")).toBe(
      "A VIN uses only digits and the letters A–Z except I, O and Q.",
    );
    expect(message("1HGCM8263")).toBe("A VIN has exactly 17 characters.");
    expect(message("  ")).toBe("Enter the 17-character VIN.");
    expect(message(undefined)).toBe(VIN_MESSAGES.required);
    expect(new Set(Object.values(VIN_MESSAGES)).size).toBe(4);
  });

  it("reports the message on the vin field of the vehicle body", () => {
    const result = vehicleUpsertSchema.safeParse({
      licensePlate: "abc 123",
      vin: "1HGCM82643A004352",
      make: "Honda",
      model: "Accord",
      year: 2003,
      capacity: 4,
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["vin", VIN_MESSAGES.checkDigit]]);
  });
});
