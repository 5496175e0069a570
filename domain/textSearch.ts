/**
 * Full-text search's shared words (issue 26): the marks around the matched words of a snippet. They
 * are control characters no extracted text keeps, so a snippet stays plain text end to end and the
 * client draws the marks (src/widgets/SearchSnippet.tsx); no HTML ever comes from a stored file.
 */
export const SNIPPET_MARK = { start: "\u0002", end: "\u0003" } as const;

/** The snippet's pieces: [text, matched] pairs in order. */
export function snippetParts(
  snippet: string,
): { text: string; matched: boolean }[] {
  const parts: { text: string; matched: boolean }[] = [];
  for (const [i, chunk] of snippet.split(SNIPPET_MARK.start).entries()) {
    if (i === 0) {
      if (chunk) parts.push({ text: chunk, matched: false });
      continue;
    }
    const end = chunk.indexOf(SNIPPET_MARK.end);
    if (end < 0) {
      parts.push({ text: chunk, matched: false });
      continue;
    }
    if (end > 0) parts.push({ text: chunk.slice(0, end), matched: true });
    const rest = chunk.slice(end + 1);
    if (rest) parts.push({ text: rest, matched: false });
  }
  return parts;
}
