/**
 * The cases of the text search hook (issue 26, server/crud/textSearch.ts), run on both engines:
 * tests/server/text-search.test.ts (PGlite) and text-search-pg.test.ts (PostgreSQL). They search the
 * documents table through runSearch with a plan of their own, so the hook is tested apart from the
 * library's reach rules.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchRequestSchema } from "../../../domain/schemas/search";
import type { SearchRequest } from "../../../domain/schemas/search";
import { SNIPPET_MARK, snippetParts } from "../../../domain/textSearch";
import { exportBatches } from "../../../server/crud/exportQuery";
import type { SearchPlan } from "../../../server/crud/search";
import { searchQuery } from "../../../server/crud/search";
import { runSearch } from "../../../server/crud/searchRun";
import type { Db } from "../../../server/db/client";
import { documents } from "../../../server/db/schema";
import { toErrorBody } from "../../../server/errors";

export interface TextSearchDatabase {
  db: Db;
  close(): Promise<void>;
}

interface Found {
  id: string;
  title: string;
  snippet?: string;
}

/** The documents entity's search, reach aside. */
export const documentPlan: SearchPlan = {
  table: documents,
  idColumn: documents.id,
  sortable: {
    createdAt: documents.createdAt,
    title: documents.title,
    size: documents.sizeBytes,
  },
  defaultSort: "createdAt",
  filters: {},
  dateColumn: documents.createdAt,
  textSearch: {
    vector: documents.searchVector,
    similarity: documents.searchText,
    snippetSource: sql`${documents.title} || ' — ' || left(${documents.textContent}, 100000)`,
    snippetField: "snippet",
  },
};

/** The same table searched as every other entity is: a substring of the lower-cased column. */
const substringPlan: SearchPlan = {
  ...documentPlan,
  textSearch: undefined,
  searchColumn: documents.searchText,
};

const file = (title: string, textContent: string, tags: string[] = []) => ({
  title,
  tags,
  tagText: tags.join(" "),
  textContent,
  fileName: `${title.toLowerCase().replace(/\W+/g, "-")}.txt`,
  contentType: "text/plain",
  sizeBytes: textContent.length,
  sha256: "0".repeat(64),
  storageKey: `test/${title}`,
});

/** Deep pages: more matches than the bookmarks' threshold (SEEK_FROM_OFFSET, 5,000). */
const BULK = 5_060;

/** Strings a search box receives from people and scanners: never a 500. */
const HOSTILE = [
  `"unclosed quote`,
  `""`,
  `-`,
  `--`,
  `-stretcher`,
  `OR`,
  `or or or`,
  `:*`,
  `stretch:*`,
  `&|!()`,
  `!(a & b) | c <-> d`,
  `'; drop table documents; --`,
  `\\`,
  `%_`,
  `<b>stretcher</b>`,
  `x`.repeat(1000),
  `word `.repeat(200),
  `Ünïcödé 日本語 emoji 🚑 العربية`,
  `\u0002stretcher\u0003`,
];

export function textSearchCases(open: () => Promise<TextSearchDatabase>) {
  let t: TextSearchDatabase;

  beforeAll(async () => {
    t = await open();
    await t.db.insert(documents).values([
      file("Wheelchair van inspection", "Checked the ramp and the straps."),
      file("Stretcher maintenance log", "The stretcher wheels were replaced."),
      file("Fleet notes", "A stretcher was left in bay four. Oxygen checked."),
      file("Oxygen supply", "Cylinders delivered on Monday.", ["oxygen"]),
      file("Over and out", "Nothing but stop words in the title."),
      file("Shift handover", "The wheelchiar lift was stuck again."),
      file("Long manual", `${"Routine words of a long file. ".repeat(2000)}The hoist is here. Use node.js and a drop-foot brace.`), // prettier-ignore
      ...Array.from({ length: 30 }, (_, i) =>
        file(
          `Round ${String(i).padStart(2, "0")}`,
          `Dialysis centre trip ${i}.`,
        ),
      ),
    ]);
    // Enough for deep pages, written by SQL: thousands of inserts through the driver take long.
    await t.db.execute(sql`
      insert into documents (title, tag_text, file_name, content_type, size_bytes, sha256, storage_key, text_content)
      select 'Bulk ' || g, '', 'bulk.txt', 'text/plain', g, '', 'bulk/' || g, 'palimpsest number ' || g
      from generate_series(1, ${BULK}) g`);
  });
  afterAll(() => t?.close());

  const search = (body: SearchRequest, plan = documentPlan) =>
    runSearch<Found>(t.db, plan, searchRequestSchema.parse(body));
  const titles = (rows: Found[]) => rows.map((r) => r.title);

  describe("text search", () => {
    it("finds a word of the text only, stemmed: 'stretchers' finds 'stretcher'", async () => {
      const found = await search({ searchTerm: "stretchers" });
      expect(titles(found.rows).sort()).toEqual([
        "Fleet notes",
        "Stretcher maintenance log",
      ]);
      expect(found.sortBy).toBe("relevance");
      expect(found.sortDescending).toBe(true);
    });

    it("finds a misspelt title word by similarity and ranks it, which a substring search does not", async () => {
      // The title found by similarity alone ranks above the same (misspelt) word in a text.
      expect(titles((await search({ searchTerm: "wheelchiar" })).rows)).toEqual(["Wheelchair van inspection", "Shift handover"]); // prettier-ignore
      expect((await search({ searchTerm: "wheelchiar" }, substringPlan)).rows).toEqual([]); // prettier-ignore
      // Without the hook the substring search is as it was.
      expect(titles((await search({ searchTerm: "CHAIR VAN" }, substringPlan)).rows)).toEqual(["Wheelchair van inspection"]); // prettier-ignore
    });

    it("ranks a title match above a text-only match", async () => {
      const found = await search({ searchTerm: "stretcher" });
      expect(titles(found.rows)).toEqual([
        "Stretcher maintenance log",
        "Fleet notes",
      ]);
      const oxygen = await search({ searchTerm: "oxygen" });
      // Title and tag (weight A) before a word of the text (weight C).
      expect(titles(oxygen.rows)).toEqual(["Oxygen supply", "Fleet notes"]);
    });

    it("marks the matched words of the snippet, and only a search with a term has one", async () => {
      const [row] = (await search({ searchTerm: "stretchers", sortBy: "title", sortDescending: false })).rows; // prettier-ignore
      expect(row.title).toBe("Fleet notes");
      expect(row.snippet).toContain(
        `${SNIPPET_MARK.start}stretcher${SNIPPET_MARK.end}`,
      );
      expect(snippetParts(row.snippet!).filter((p) => p.matched).map((p) => p.text)).toEqual(["stretcher"]); // prettier-ignore
      const plain = await search({ sortBy: "title", pageSize: 3 });
      expect(plain.rows.map((r) => Object.hasOwn(r, "snippet"))).toEqual([false, false, false]); // prettier-ignore
      expect(plain.sortBy).toBe("title");
    });

    it("cuts the snippet from around the first match of a long text, whatever the lexeme's characters", async () => {
      const snippet = async (searchTerm: string) => (await search({ searchTerm })).rows.find((r) => r.title === "Long manual")?.snippet; // prettier-ignore
      for (const [searchTerm, marked] of [
        ["hoists", "hoist"],
        ["NODE.JS", "node.js"],
        ["drop-foot", "drop"],
      ]) {
        const parts = snippetParts((await snippet(searchTerm)) ?? "");
        expect(parts.filter((p) => p.matched).map((p) => p.text.toLowerCase()), searchTerm).toContain(marked); // prettier-ignore
        expect(parts.map((p) => p.text).join("").length).toBeLessThan(400);
      }
    });

    it("answers a term of stop words or punctuation without an error, and without matching everything", async () => {
      for (const searchTerm of ["the and of", "...", "-", "or"]) {
        const found = await search({ searchTerm });
        expect(found.total, searchTerm).toBe(0);
      }
      // Words that reduce to nothing still find by similarity: a title of stop words only.
      expect(titles((await search({ searchTerm: "Over and out" })).rows)).toEqual(["Over and out"]); // prettier-ignore
    });

    it("pages the relevance order without repeating or skipping, with the right total", async () => {
      const pages = [];
      for (let pageNumber = 1; pageNumber <= 4; pageNumber++)
        pages.push(
          await search({ searchTerm: "dialysis", pageSize: 12, pageNumber }),
        );
      expect(pages.map((p) => [p.rows.length, p.total, p.hasNextPage])).toEqual(
        [
          [12, 30, true],
          [12, 30, true],
          [6, 30, false],
          [0, 30, false],
        ],
      );
      const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
      expect(new Set(ids).size).toBe(30);
    });

    it("keeps an explicit sortBy, either way", async () => {
      const up = await search({
        searchTerm: "dialysis",
        sortBy: "title",
        pageSize: 3,
      });
      expect([up.sortBy, up.sortDescending, titles(up.rows)]).toEqual(["title", false, ["Round 00", "Round 01", "Round 02"]]); // prettier-ignore
      const down = await search({ searchTerm: "dialysis", sortBy: "title", sortDescending: true, pageSize: 2 }); // prettier-ignore
      expect(titles(down.rows)).toEqual(["Round 29", "Round 28"]);
      // The answer's own "relevance", sent back, asks for the relevance order again.
      const back = await search({
        searchTerm: "stretcher",
        sortBy: "relevance",
      });
      expect([back.sortBy, titles(back.rows)]).toEqual(["relevance", ["Stretcher maintenance log", "Fleet notes"]]); // prettier-ignore
      await expect(search({ searchTerm: "stretcher", sortBy: "rank" })).rejects.toMatchObject({ statusCode: 400 }); // prettier-ignore
    });

    it("reads deep pages of both orders right (a relevance order never seeks by bookmark)", async () => {
      const expected = async (order: ReturnType<typeof sql>) => {
        const result = await t.db.execute(sql`select id from documents
          where search_vector @@ websearch_to_tsquery('english', 'palimpsest') order by ${order} offset 5025 limit 25`); // prettier-ignore
        return (result as unknown as { rows: { id: string }[] }).rows.map(
          (r) => r.id,
        );
      };
      const byRank = await search({ searchTerm: "palimpsest", pageNumber: 202, pageSize: 25 }); // prettier-ignore
      expect([byRank.total, byRank.hasNextPage]).toEqual([BULK, true]);
      expect(byRank.rows.map((r) => r.id)).toEqual(
        await expected(sql`ts_rank(search_vector, websearch_to_tsquery('english', 'palimpsest')) desc, id`),
      ); // prettier-ignore
      const bySize = await search({ searchTerm: "palimpsest", sortBy: "size", pageNumber: 202, pageSize: 25 }); // prettier-ignore
      expect(bySize.rows.map((r) => r.id)).toEqual(
        await expected(sql`size_bytes, id`),
      );
    });

    it("exports what the search finds", async () => {
      const query = searchQuery(documentPlan, searchRequestSchema.parse({ searchTerm: "stretchers" })); // prettier-ignore
      const got: string[] = [];
      for await (const batch of exportBatches<Found>(t.db, documentPlan, query))
        got.push(...titles(batch));
      expect(got.sort()).toEqual(["Fleet notes", "Stretcher maintenance log"]);
    });

    it("answers any string with rows, a NUL with a 4xx, never a 500", async () => {
      const statusOf = (searchTerm: string) =>
        // Past the schema: runSearch itself must bear a term of any length.
        runSearch(t.db, documentPlan, { ...searchRequestSchema.parse({}), searchTerm }).then(
          () => 200,
          (e: unknown) => toErrorBody(e).code,
        ); // prettier-ignore
      for (const searchTerm of HOSTILE)
        expect(await statusOf(searchTerm), JSON.stringify(searchTerm)).toBe(
          200,
        );
      // PostgreSQL's text cannot hold a NUL (22021): 422, as for any entity's search.
      expect(await statusOf("nul\u0000byte")).toBe(422);
      // Over the HTTP body's limit, the route refuses it before any query.
      expect(searchRequestSchema.safeParse({ searchTerm: "x".repeat(1000) }).success).toBe(false); // prettier-ignore
    });
  });
}
