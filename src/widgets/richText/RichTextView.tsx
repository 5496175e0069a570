import { useMemo } from "react";
import type { SxProps, Theme } from "@mui/material";
import { Box } from "@mui/material";
import { MENTION_CLASS } from "../../../domain/richText";
import { purifyRichText } from "./purifyRichText";

/**
 * Stored rich text, drawn: passed through the shared allow-list again on the client (purifyRichText),
 * then set as HTML. Mentions show as "@Name" in the primary colour; links open in a new tab.
 */
export function RichTextView({
  html,
  sx,
}: {
  html: string | null | undefined;
  sx?: SxProps<Theme>;
}) {
  const clean = useMemo(() => purifyRichText(html ?? ""), [html]);
  return (
    <Box
      sx={[
        {
          overflowWrap: "anywhere",
          "& p": { my: 0.5 },
          "& ul, & ol": { my: 0.5, pl: 3 },
          [`& .${MENTION_CLASS}`]: { color: "primary.main", fontWeight: 500 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Safe: purifyRichText kept only the allow-list of domain/richText.ts.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
