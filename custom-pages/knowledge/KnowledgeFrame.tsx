import type { ReactNode } from "react";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";

export const K = "pages.knowledge";

/**
 * The frame of a knowledge reader's page (issue 27): the app bar's title, a heading with the page's
 * links beside it, and room for a phone (drivers read articles on theirs).
 */
export function KnowledgeFrame({
  title,
  heading = true,
  links,
  children,
}: {
  title: string;
  /** false when the content draws its own h1 (an article). */
  heading?: boolean;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={title} />
      {(heading || links) && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            alignItems: "center",
            justifyContent: "space-between",
            flexWrap: "wrap",
            mb: 1,
          }}
        >
          {heading && (
            <Typography component="h1" variant="h5">
              {title}
            </Typography>
          )}
          {links && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: "wrap" }}
            >
              {links}
            </Stack>
          )}
        </Stack>
      )}
      {children}
    </Box>
  );
}

/** A page's state in words: loading (a status), empty, or a failure (an alert). */
export function StateText({
  state,
  messageKey,
}: {
  state: "loading" | "empty" | "failed";
  messageKey: string;
}) {
  const translate = useTranslate();
  const text = translate(messageKey);
  if (state === "failed") return <Alert severity="error">{text}</Alert>;
  return (
    <Typography
      role={state === "loading" ? "status" : undefined}
      color="text.secondary"
      sx={{ my: 2 }}
    >
      {text}
    </Typography>
  );
}
