/**
 * The revision diff's model (issue 27): two versions of an article's text compared word by word
 * with jsdiff, as parts that are kept, added or removed. Pure, except htmlToText, which reads the
 * stored HTML with the browser's DOMParser (never inserted into the page).
 */
import { diffWords } from "diff";

export type DiffKind = "same" | "added" | "removed";
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** The texts compared: the article's as it is now, or one revision's. */
export interface ComparedText {
  title: string;
  summary: string;
  body: string;
}
export const DIFF_FIELDS = ["title", "summary", "body"] as const;

/** Word-level differences from `before` to `after`; an empty list when both are empty. */
export function diffText(before: string, after: string): DiffPart[] {
  if (before === "" && after === "") return [];
  return diffWords(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

export const hasChanges = (parts: readonly DiffPart[]) =>
  parts.some((p) => p.kind !== "same");

const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, div";

/** The readable text of rich-text HTML: one line per paragraph or list item, line breaks kept. */
export function htmlToText(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const br of Array.from(doc.body.querySelectorAll("br")))
    br.replaceWith(doc.createTextNode("\n"));
  for (const block of Array.from(doc.body.querySelectorAll(BLOCKS)))
    block.append(doc.createTextNode("\n"));
  return (doc.body.textContent ?? "").replace(/\n{2,}/g, "\n").trim();
}
