import type { ReactNode } from "react";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripKey } from "./tripModel";

/** A titled card of the trip page; `title` is a key under show.sections. */
export function ShowCard({
  title,
  id,
  action,
  children,
}: {
  title: string;
  /** The anchor links use (Live Trip Data opens #live). */
  id?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const headingId = `trip-section-${title}`;
  return (
    <Card
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 72 }}
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}
        >
          <Typography id={headingId} component="h2" variant="h6">
            {translate(tripKey(`show.sections.${title}`))}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * One labelled value (`label` is a key under fields); an empty value reads "—" so a missing
 * detail is visibly missing rather than a gap.
 */
export function Detail({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const empty =
    children === null ||
    children === undefined ||
    children === "" ||
    children === false;
  return (
    <Box sx={{ mb: 1.5, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(tripKey(`fields.${label}`))}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ overflowWrap: "anywhere" }}
      >
        {empty ? translate(tripKey("values.none")) : children}
      </Typography>
    </Box>
  );
}
