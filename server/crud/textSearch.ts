/**
 * Text search beyond substrings (issue 26), for an entity that declares `textSearch`
 * (./entity.ts): its searchTerm matches the words of a generated tsvector (stemmed, so "stretchers"
 * finds "stretcher"; websearch syntax, so quotes, `-` and `or` mean what a search box user expects)
 * or, with a similarity column, a misspelt word of it (pg_trgm's word similarity: "wheelchiar"
 * finds "wheelchair"). Both are served by GIN indexes; the rows come most relevant first unless the
 * request names a sort, and each row of the page carries a snippet of its text with the matched
 * words marked (SNIPPET_MARK).
 *
 * websearch_to_tsquery accepts any string: punctuation, operators and stop words reduce to an empty
 * query, which matches nothing (never everything), so such a term finds by similarity alone.
 */
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { SNIPPET_MARK } from "../../domain/textSearch";

export interface TextSearchSpec {
  /** A generated tsvector column ('english') with a GIN index. */
  vector: PgColumn;
  /** A smaller tsvector relevance is read from (bounded, positions stripped); default `vector`. */
  rankVector?: PgColumn;
  /** A lower-cased text column with a GIN gin_trgm_ops index: misspelt words find by similarity. */
  similarity?: PgColumn;
  /** The text a snippet is cut from (bounded: its first match is looked for in all of it). */
  snippetSource: SQL;
  /** The record field the snippet goes to (present only when a searchTerm is given). */
  snippetField: string;
}

/** The sortBy a relevance-ordered answer reports (and a request may send back). */
export const RELEVANCE = "relevance";

/** The one text search configuration: the generated vectors are built with it too. */
const CONFIG = sql.raw("'english'::regconfig");

/**
 * ts_headline's options: plain-text marks (no HTML ever comes from a stored file), two fragments of
 * up to 25 words. Values are double-quoted as its option parser reads them; the string travels as a
 * bound parameter, so no SQL quoting is involved.
 */
export const HEADLINE_OPTIONS = [
  `StartSel="${SNIPPET_MARK.start}"`,
  `StopSel="${SNIPPET_MARK.end}"`,
  "MaxFragments=2",
  "MaxWords=25",
  "MinWords=8",
  `FragmentDelimiter=" … "`,
].join(", ");

/**
 * ts_headline parses all the text it is given: on a page of long files (a snippetSource of 100,000
 * characters) that cost seconds. It reads SNIPPET_WINDOW characters instead, from SNIPPET_LEAD before
 * the first word starting with one of the query's lexemes (a stem is mostly a prefix of its words:
 * 'stretcher' of "stretchers"), or from the start when there is none (a match by similarity).
 */
const SNIPPET_WINDOW = 400;
const SNIPPET_LEAD = 100;
/** A lexeme in a tsquery's text form: quoted, a quote inside doubled. */
const LEXEME = "'((?:[^']|'')+)'";
/** Characters a regular expression could read as syntax (a letter or digit never is)... */
const SYNTAX = "[^[:alnum:]]";
/** ...each preceded by a backslash (regexp_replace: `\\` a backslash, `\&` the character). */
const ESCAPED = "\\\\\\&";
/** The partial word a window cut from inside the text starts with, and the spaces after it. */
const CUT_WORD = "^\\S*\\s+";

function snippetOf(spec: TextSearchSpec, query: SQL): SQL {
  // The lexemes at a word start, as one alternation; null (no lexeme) reads from the start. The
  // regular expression's parts travel as parameters: no backslash meets SQL's string syntax.
  const lexeme = sql`regexp_replace(replace(m[1], ${"''"}, ${"'"}), ${SYNTAX}, ${ESCAPED}, 'g')`;
  const pattern = sql`(select ${"\\m(?:"} || string_agg(${lexeme}, '|') || ')'
    from regexp_matches(cast(${query} as text), ${LEXEME}, 'g') as m)`;
  // The source is read once per row (s.src: its file's text is fetched and joined once), the
  // match looked for once (p.at), the window's partial first word dropped.
  const first = sql`coalesce(nullif(regexp_instr(s.src, ${pattern}, 1, 1, 0, 'i'), 0), 1)`;
  return sql`(select ts_headline(${CONFIG},
      case when p.at > 1
        then regexp_replace(substr(p.src, p.at, ${SNIPPET_WINDOW}), ${CUT_WORD}, '')
        else substr(p.src, 1, ${SNIPPET_WINDOW}) end,
      ${query}, cast(${HEADLINE_OPTIONS} as text))
    from (select s.src, ${first} - ${SNIPPET_LEAD} as at
      from (select ${spec.snippetSource} as src) as s) as p)`;
}

export interface TextMatch {
  /** The condition: the words, or (with a similarity column) a similar word. */
  where: SQL;
  /** Higher is more relevant: the word rank plus the similarity of a similar-word match. */
  rank: SQL;
  /** The page column of the snippet, keyed by the entity's snippetField. */
  pageColumns: Record<string, SQL>;
}

/**
 * The condition, relevance and snippet of a (trimmed, non-empty) search term on `table`.
 * With a similarity column, the condition is the ids either index finds (`id in (… union all …)`)
 * rather than `words or similar`: the trigram operators are STABLE (they read a setting), so the
 * planner keeps such an OR as a filter on every row the bitmap found, and that filter reads each
 * row's tsvector (a detoast of kilobytes) once for the count and once more for the page.
 */
export function textMatch(
  spec: TextSearchSpec,
  term: string,
  table: PgTable,
  idColumn: PgColumn,
): TextMatch {
  const query = sql`websearch_to_tsquery(${CONFIG}, cast(${term} as text))`;
  const words = sql`${spec.vector} @@ ${query}`;
  const wordRank = sql`ts_rank(${spec.rankVector ?? spec.vector}, ${query})`;
  const pageColumns = { [spec.snippetField]: snippetOf(spec, query) };
  if (!spec.similarity) return { where: words, rank: wordRank, pageColumns };
  // `term <% column` (the column on the right) is the form the trigram index serves.
  const similar = sql`cast(${term} as text) <% ${spec.similarity}`;
  return {
    where: sql`${idColumn} in (select ${idColumn} from ${table} where ${words} union all select ${idColumn} from ${table} where ${similar})`,
    // A row its words found ranks by them; one found by a similar word alone (a misspelt title)
    // ranks by that similarity. Computed once per row (nullif), the trigrams only where no word
    // matched: over a few hundred matches the per-row similarity was most of the search's time.
    rank: sql`coalesce(nullif(${wordRank}, 0), word_similarity(cast(${term} as text), ${spec.similarity}))`,
    pageColumns,
  };
}
