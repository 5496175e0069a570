import { describe, expect, it } from "vitest";
import { reportCsv } from "../../../src/widgets/reports/reportCsv";

describe("reportCsv", () => {
  it("quotes cells the CSV needs quoted", () => {
    expect(
      reportCsv(
        ["A", "B"],
        [
          ["x, y", '"q"'],
          ["+1", "-2"],
        ],
      ),
    ).toBe('A,B\n"x, y","""q"""\n\'+1,\'-2\n');
  });
});
