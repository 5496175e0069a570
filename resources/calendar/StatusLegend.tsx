import { Stack } from "@mui/material";
import { useTranslate } from "react-admin";
import { calendarModule } from "../../domain/modules/calendar";
import { TRIP_STATUSES } from "../../domain/schemas/trip";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";

/** What the event colours mean: the status chips of every trip screen, in the same colours. */
export function StatusLegend() {
  const translate = useTranslate();
  return (
    <Stack
      component="ul"
      aria-label={translate(calendarModule.key("legend"))}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", listStyle: "none", m: 0, p: 0 }}
    >
      {TRIP_STATUSES.map((status) => (
        <li key={status}>
          <TripStatusChip status={status} />
        </li>
      ))}
    </Stack>
  );
}
