import { useRecordContext, useTranslate } from "react-admin";
import { VEHICLE_STATUSES } from "../../domain/schemas/vehicle";
import { vehiclesModule } from "../../domain/modules/vehicles";
import type { StatusColors } from "../../src/widgets/StatusChip";
import { StatusChip } from "../../src/widgets/StatusChip";

const COLOR: StatusColors = {
  active: "success",
  maintenance: "warning",
  retired: "default",
} as const;

/** The status choices with their labels (resources.<vehicles>.statuses.*). */
export function useStatusChoices() {
  const translate = useTranslate();
  return VEHICLE_STATUSES.map((id) => ({
    id,
    name: translate(vehiclesModule.key(`statuses.${id}`)),
  }));
}

/** Active, In maintenance or Retired, as a coloured chip. */
export function VehicleStatusField(_props: {
  source?: string;
  label?: string;
}) {
  const record = useRecordContext<{ status: string }>();
  if (!record) return null;
  return (
    <StatusChip
      status={record.status}
      colors={COLOR}
      labelKey={vehiclesModule.key(`statuses.${record.status}`)}
    />
  );
}
