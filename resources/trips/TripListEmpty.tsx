import DirectionsCarIcon from "@mui/icons-material/DirectionsCar";
import { Box, Typography } from "@mui/material";
import { CreateButton, useTranslate } from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { tripKey } from "./tripModel";

/** No trips at all (not "no trip matches the filters"): an invitation to book one where allowed. */
export function TripListEmpty({ book }: { book: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: "center", m: 4 }}>
      <DirectionsCarIcon sx={{ fontSize: 64, color: "text.disabled" }} />
      <Typography variant="h6" component="p">
        {translate(tripKey("empty.title"))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(tripKey(book ? "empty.inviteBook" : "empty.invite"))}
      </Typography>
      {book && (
        <CreateButton
          variant="contained"
          to={tripsModule.paths.create}
          label={tripKey("actions.book")}
        />
      )}
    </Box>
  );
}
