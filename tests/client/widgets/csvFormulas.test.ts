import { describe, expect, it } from "vitest";
import {
  neutraliseCsvCell,
  neutraliseCsvRows,
} from "../../../domain/csvFormulas";

describe("neutraliseCsvCell (CSV injection)", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")'],
    ["+1+2"],
    ["-5"],
    ["@SUM(A1:A2)"],
    ["\t=1+2"],
    ["\r=1+2"],
  ])("prefixes %j with a single quote", (cell) => {
    expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
  });

  it("leaves other text, empty cells and real numbers as they are", () => {
    expect(neutraliseCsvCell("Ohio Medicaid")).toBe("Ohio Medicaid");
    expect(neutraliseCsvCell("a=b")).toBe("a=b");
    expect(neutraliseCsvCell("")).toBe("");
    expect(neutraliseCsvCell(-5)).toBe(-5);
    expect(neutraliseCsvCell(12.5)).toBe(12.5);
  });

  it("neutralises every cell of every row, keeping the headers", () => {
    expect(
      neutraliseCsvRows([
        { Name: "=1+2", Count: -3 },
        { Name: "Jane", Count: 4 },
      ]),
    ).toEqual([
      { Name: "'=1+2", Count: -3 },
      { Name: "Jane", Count: 4 },
    ]);
  });
});
