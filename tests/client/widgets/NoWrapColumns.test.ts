/**
 * Issue 22: dates and phone numbers never wrap in table cells. Every list column (DataTable.Col) of
 * a date, time or phone is given NO_WRAP (src/widgets/tableCells.ts); this reads the lists' sources.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../../..");
const FOLDERS = ["resources", "custom-pages", "src"];
/** Sources holding a date, a time or a phone number. */
const DATE_OR_PHONE =
  /(date|Date|At$|Datetime|DateTime|Time$|[pP]hone|ExpiresOn|expiresOn|generatedThrough)/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** The opening tags `<DataTable.Col …>` of a file, braces and their `>` arrows skipped. */
function columnTags(text: string): string[] {
  const tags: string[] = [];
  let from = text.indexOf("<DataTable.Col");
  while (from !== -1) {
    let depth = 0;
    let end = from;
    for (; end < text.length; end++) {
      const c = text[end];
      if (c === "{") depth++;
      else if (c === "}") depth--;
      else if (c === ">" && depth === 0) break;
    }
    tags.push(text.slice(from, end + 1));
    from = text.indexOf("<DataTable.Col", end);
  }
  return tags;
}

describe("list columns of dates and phone numbers", () => {
  const columns = FOLDERS.flatMap((folder) => files(path.join(ROOT, folder)))
    .flatMap((file) =>
      columnTags(fs.readFileSync(file, "utf8")).map((tag) => ({
        file: path.relative(ROOT, file),
        source: /source="([^"]+)"/.exec(tag)?.[1] ?? "",
        tag,
      })),
    )
    .filter((c) => DATE_OR_PHONE.test(c.source));

  it("are found (the scan reads the lists)", () => {
    expect(columns.length).toBeGreaterThan(15);
  });

  it("never wrap (NO_WRAP)", () => {
    const wrapping = columns
      .filter((c) => !c.tag.includes("NO_WRAP"))
      .map((c) => `${c.file}: ${c.source}`);
    expect(wrapping).toEqual([]);
  });
});
