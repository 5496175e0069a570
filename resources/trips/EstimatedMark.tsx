import { Typography } from "@mui/material";

/**
 * Beside a distance the server estimated (a ZIP-code centroid, or the straight line times the road
 * factor) rather than measured on the road (issue 22): the fare's mileage rests on it.
 */
export function EstimatedMark({ text }: { text: string }) {
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      data-testid="estimated-distance"
      sx={{ ml: 1, whiteSpace: "nowrap" }}
    >
      {text}
    </Typography>
  );
}
