import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";
import { LinkBase } from "react-admin";

/** The tiles of a section: as many per row as fit (two on a 390 px phone), wrapping. */
export function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
        gap: 1.5,
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * One figure: its name, its value and a line of detail. With `to` the whole tile is a link to the
 * list it counts (a real link: Tab reaches it, Enter opens it); without, plain text.
 */
export interface TileProps {
  label: string;
  value: string;
  detail?: string;
  to?: string;
}

export function Tile({ label, value, detail, to }: TileProps) {
  // The spaces keep the parts apart in the link's accessible name ("No-shows 3.0% 3 of 100 trips").
  const body = (
    <>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}
      </Typography>{" "}
      <Typography
        variant="h5"
        component="span"
        sx={{ display: "block", fontVariantNumeric: "tabular-nums" }}
      >
        {value}
      </Typography>
      {detail && (
        <>
          {" "}
          <Typography variant="caption" color="text.secondary" component="span">
            {detail}
          </Typography>
        </>
      )}
    </>
  );
  const sx = {
    p: 1.5,
    display: "flex",
    flexDirection: "column",
    gap: 0.25,
    minWidth: 0,
    overflowWrap: "anywhere",
    color: "inherit",
    textDecoration: "none",
  } as const;
  if (!to)
    return (
      <Paper variant="outlined" sx={sx}>
        {body}
      </Paper>
    );
  return (
    <Paper
      variant="outlined"
      component={LinkBase}
      to={to}
      sx={{
        ...sx,
        "&:hover": { borderColor: "primary.main" },
        "&:focus-visible": {
          outline: "2px solid",
          outlineColor: "primary.main",
          outlineOffset: 2,
        },
      }}
    >
      {body}
    </Paper>
  );
}

/** A count's tile; nothing where the scope has no such count (the server answers null). */
export function CountTile({
  count,
  ...tile
}: Omit<TileProps, "value"> & { count: number | null }) {
  return count === null ? null : <Tile {...tile} value={String(count)} />;
}

/** A section of tiles under its heading. */
export function TileSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}
