import type { ReactNode } from "react";
import { useEffect } from "react";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { Title, useTranslate } from "react-admin";
import { errorMessage } from "../../src/forms/serverErrors";
import { formatDocumentTitle } from "../../src/layout/documentTitle";
import { usePageTitle } from "../common/usePageTitle";
import { K } from "./analyticsModel";

/** An analytics page: its title (tab and heading), the controls beside it, then its content. */
export function AnalyticsFrame({
  titleKey,
  title: given,
  controls,
  children,
}: {
  titleKey: string;
  /** A title already translated (a report's name) instead of titleKey's. */
  title?: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const keyTitle = usePageTitle(titleKey);
  const title = given ?? keyTitle;
  // A given title (a report's name) names the tab too, after usePageTitle's.
  useEffect(() => {
    if (given) document.title = formatDocumentTitle(translate, given);
  }, [given, translate]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <Title title={title} />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={1}
        alignItems={{ sm: "center" }}
        justifyContent="space-between"
        sx={{ mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {controls}
      </Stack>
      {children}
    </Box>
  );
}

/** Loading, then the failure with the server's message (§8), else the figures. */
export function QueryState({
  state,
  children,
}: {
  state: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const translate = useTranslate();
  if (state.isError)
    return (
      <Alert severity="error">
        {translate(`${K}.failed`, {
          message:
            errorMessage(state.error) ||
            translate("pages.common.unexpectedError"),
        })}
      </Alert>
    );
  if (state.isPending)
    return (
      <Typography role="status" color="text.secondary">
        {translate(`${K}.loading`)}
      </Typography>
    );
  return <>{children}</>;
}
