import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";

/** One term of a record's facts: the label beside its value, or above it on a phone. */
export function Fact({
  label,
  children,
}: {
  label: string;
  children: ReactNode;
}) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
      >
        {children}
      </Typography>
    </>
  );
}

/** A record's facts as a list of terms: one column on phones, label beside value elsewhere. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        my: 1,
      }}
    >
      {children}
    </Box>
  );
}
