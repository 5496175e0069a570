/**
 * B8, full-text search (issue 26): 100,000 library documents of a few hundred generated words each,
 * written by one INSERT … SELECT (generate_series), then the medians of two pages of the same search
 * code (server/crud/search.ts, runSearch): a full-text term found in about 0.5% of the documents,
 * most relevant first, page 1 of 25 with snippets, against the plain indexed title search it adds
 * to (the substring search of the title and tags, served by their trigram index, as every other
 * list searches) for a title word of as many documents, sorted by title. Target: the full-text page
 * within 2× of the title page.
 * On PGlite in memory, or on a throw-away PostgreSQL database with BENCH_DATABASE_URL
 * (bench/support.ts). BENCH_DOCUMENTS changes the number of documents.
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { searchRequestSchema } from "../domain/schemas/search";
import type { SearchRequest } from "../domain/schemas/search";
import type { SearchPlan } from "../server/crud/search";
import { runSearch } from "../server/crud/searchRun";
import type { Db } from "../server/db/client";
import { documents } from "../server/db/schema";
import { documentEntity } from "../server/entities/documents";
import { openBenchDatabase } from "./support";
import type { BenchRow } from "./table";
import { limitVerdict } from "./table";

const RUNS = 15;
/** The word of about 0.5% of the documents (one in RARE_EVERY). */
const RARE = "defibrillator";
const RARE_EVERY = 200;
/** A title word of as many documents (other ones), for the plain title search. */
const TITLE_WORD = "handbook";
/** Documents per INSERT. */
const BATCH = 10_000;

/** Syllables of made-up words: no stemming collapses them, no stop word is among them. */
const SYLLABLES = ["ka", "lo", "mi", "ren", "tas", "vu", "pel", "dor", "sin", "bra", "qui", "mox", "tel", "zan", "fu", "gri"]; // prettier-ignore
/** Words in the vocabulary. */
const VOCABULARY = 2000;

/**
 * Word k (0 ≤ k < VOCABULARY) of the vocabulary, from the syllables array `w.s`: three lookups in
 * a short array (a lookup in a long array of text walks it, and millions of them took minutes).
 */
const word = (k: SQL) =>
  sql`(w.s[1 + (${k}) % 16] || w.s[1 + (${k}) / 16 % 16] || w.s[1 + (${k}) / 256 % 16])`;

/** The documents entity's own search (sort fields, text search), without its reach rules. */
function plans(): { text: SearchPlan; title: SearchPlan } {
  const text: SearchPlan = {
    table: documents,
    idColumn: documents.id,
    sortable: documentEntity.sortable,
    defaultSort: documentEntity.defaultSort,
    filters: {},
    textSearch: documentEntity.textSearch,
  };
  // The plain search: searchTerm as a substring of the title, tags and file name (searchColumn).
  return {
    text,
    title: {
      ...text,
      textSearch: undefined,
      searchColumn: documents.searchText,
    },
  };
}

export async function loadDocuments(db: Db, count: number): Promise<number> {
  const started = performance.now();
  // GIN indexes are built far faster in one pass than row by row (as a restore does): dropped for
  // the load, then made again from their own definitions.
  const gin = (await db.execute(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
    from pg_index join pg_class c on c.oid = indexrelid join pg_am am on am.oid = c.relam
    where indrelid = 'documents'::regclass and am.amname = 'gin'`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of gin.rows)
    await db.execute(sql.raw(`drop index ${index.name}`));
  // setseed: the same documents every run. 200–400 words each, the rare word in every 200th.
  await db.execute(sql`select setseed(0.26)`);
  // In batches: one statement for all would outlast the bench's statement timeout on PostgreSQL.
  for (let from = 1; from <= count; from += BATCH)
    await db.execute(sql`
    insert into documents (title, tags, tag_text, file_name, content_type, size_bytes, sha256, storage_key, text_content)
    select initcap(${word(sql`g % ${VOCABULARY}`)}) || ' ' || ${word(sql`g * 7 % ${VOCABULARY}`)} || ' ' || g
             || case when g % ${RARE_EVERY} = ${RARE_EVERY / 2} then ' ' || ${TITLE_WORD} else '' end,
           array[${word(sql`g * 13 % ${VOCABULARY}`)}], ${word(sql`g * 13 % ${VOCABULARY}`)},
           'file-' || g || '.txt', 'text/plain', 2000, '', 'bench/' || g,
           (select string_agg(${word(sql`r.k`)}, ' ') from (
              select floor(random() * ${VOCABULARY})::int as k
              from generate_series(1, 200 + g % 200) i) r)
             || case when g % ${RARE_EVERY} = 0 then ' ' || ${RARE} || ' was checked.' else '' end
    from generate_series(${from}::int, ${Math.min(count, from + BATCH - 1)}::int) g, (select cast(${`{${SYLLABLES.join(",")}}`} as text[]) as s) w`);
  for (const index of gin.rows) await db.execute(sql.raw(index.definition));
  // As autovacuum leaves a table on PostgreSQL: visibility map set, statistics read.
  await db.execute(sql`vacuum analyze documents`);
  return performance.now() - started;
}

interface Shape {
  plan: SearchPlan;
  body: SearchRequest;
}

/**
 * The median time and the total of each shape, their runs interleaved (after two warm-up rounds) so
 * that whatever else loads the machine weighs on both alike.
 */
async function medians(db: Db, shapes: Shape[]) {
  const requests = shapes.map((s) => searchRequestSchema.parse(s.body));
  const times = shapes.map((): number[] => []);
  const totals = shapes.map(() => 0);
  for (let round = 0; round < RUNS + 2; round++)
    for (const [i, request] of requests.entries()) {
      const started = performance.now();
      const result = await runSearch(db, shapes[i].plan, request);
      if (round >= 2) times[i].push(performance.now() - started);
      totals[i] = result.total;
    }
  return times.map((t, i) => {
    t.sort((a, b) => a - b);
    return { ms: t[Math.floor(t.length / 2)], total: totals[i] };
  });
}

/** B8's row, on a database of its own (dropped afterwards). */
export async function textSearchRows(
  log: (line: string) => void,
  count = Number(process.env.BENCH_DOCUMENTS ?? 100_000),
): Promise<BenchRow[]> {
  const { database, drop } = await openBenchDatabase();
  try {
    await database.migrate();
    const loadMs = await loadDocuments(database.db, count);
    log(`B8 data set: ${count.toLocaleString("en-US")} documents in ${(loadMs / 1000).toFixed(1)} s (${database.kind})`); // prettier-ignore
    const { text, title } = plans();
    const [byTitle, fullText] = await medians(database.db, [
      {
        plan: title,
        body: { searchTerm: TITLE_WORD, sortBy: "title", pageSize: 25 },
      },
      { plan: text, body: { searchTerm: RARE, pageSize: 25 } },
    ]);
    const ratio = fullText.ms / byTitle.ms;
    log(`B8 full-text '${RARE}' (relevance, snippets): median ${fullText.ms.toFixed(1)} ms, total ${fullText.total}; title search '${TITLE_WORD}': median ${byTitle.ms.toFixed(1)} ms, total ${byTitle.total}; ratio ${ratio.toFixed(2)}×`); // prettier-ignore
    return [
      {
        workload: `B8 full-text search page vs title search (${database.kind}, ${count.toLocaleString("en-US")} documents)`, // prettier-ignore
        reqPerSec: null,
        p50Ms: fullText.ms,
        p99Ms: null,
        refReqPerSec: null,
        ratio,
        value: `${fullText.ms.toFixed(1)} ms vs ${byTitle.ms.toFixed(1)} ms`,
        target: "≤2× the title search",
        ...limitVerdict(ratio, 2, "×"),
        note: `${fullText.total} matches (≈${100 / RARE_EVERY}%), page 1 of 25, median of ${RUNS}`,
      },
    ];
  } finally {
    await database.close();
    await drop();
  }
}
