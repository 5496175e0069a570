import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import { VEHICLE_STATUSES } from "../../domain/schemas/vehicle";
import { vehicleKey } from "./vehiclePaths";

const COLOR = {
  active: "success",
  maintenance: "warning",
  retired: "default",
} as const;

/** The status choices with their labels (resources.<vehicles>.statuses.*). */
export function useStatusChoices() {
  const translate = useTranslate();
  return VEHICLE_STATUSES.map((id) => ({
    id,
    name: translate(vehicleKey(`statuses.${id}`)),
  }));
}

/** Active, In maintenance or Retired, as a coloured chip. */
export function VehicleStatusField(_props: {
  source?: string;
  label?: string;
}) {
  const record = useRecordContext<{ status: string }>();
  const translate = useTranslate();
  if (!record) return null;
  const color = COLOR[record.status as keyof typeof COLOR] ?? "default";
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={translate(vehicleKey(`statuses.${record.status}`), {
        _: record.status,
      })}
    />
  );
}
