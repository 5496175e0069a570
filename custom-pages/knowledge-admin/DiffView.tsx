import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { K } from "./adminPaths";
import type { DiffPart } from "./revisionDiff";

const D = `${K}.diff`;

/** Read by screen readers, not drawn. */
const HIDDEN = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/**
 * One field's differences, inline: an addition is green, underlined and marked "+", a removal red,
 * struck through and marked "−" (colour is never the only cue), and a screen reader hears which.
 */
export function DiffView({
  parts,
  field,
  label,
}: {
  parts: readonly DiffPart[];
  /** The field compared (title, summary, body): the test id. */
  field: string;
  label: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      <Box
        data-testid={`diff-${field}`}
        sx={{
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          p: 1,
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          "& ins": {
            bgcolor: "success.light",
            color: "success.contrastText",
            textDecoration: "underline",
            "&::before": { content: '"+"', fontWeight: 700 },
          },
          "& del": {
            bgcolor: "error.light",
            color: "error.contrastText",
            textDecoration: "line-through",
            "&::before": { content: '"−"', fontWeight: 700 },
          },
        }}
      >
        {parts.map((part, i) =>
          part.kind === "same" ? (
            <span key={i}>{part.text}</span>
          ) : part.kind === "added" ? (
            <ins key={i}>
              <span style={HIDDEN}>{`${translate(`${D}.added`)} `}</span>
              {part.text}
            </ins>
          ) : (
            <del key={i}>
              <span style={HIDDEN}>{`${translate(`${D}.removed`)} `}</span>
              {part.text}
            </del>
          ),
        )}
      </Box>
    </Box>
  );
}
