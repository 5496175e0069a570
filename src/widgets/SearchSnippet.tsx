import { useMemo } from "react";
import type { SxProps, Theme } from "@mui/material";
import { Typography } from "@mui/material";
import { snippetParts } from "../../domain/textSearch";

/**
 * Where a full-text search matched (issue 26): the snippet's plain text with the matched words in
 * <mark>. The snippet comes from stored files, so it is drawn as React text nodes only, never as
 * HTML: the marks are control characters (domain/textSearch.ts) split out here.
 */
export function SearchSnippet({
  snippet,
  sx,
}: {
  snippet: string | null | undefined;
  sx?: SxProps<Theme>;
}) {
  const parts = useMemo(() => snippetParts(snippet ?? ""), [snippet]);
  if (parts.length === 0) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={[
        {
          overflowWrap: "anywhere",
          "& mark": {
            bgcolor: "warning.light",
            color: "inherit",
            borderRadius: 0.5,
            px: 0.25,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {parts.map((part, i) =>
        part.matched ? (
          <mark key={i}>{part.text}</mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}
