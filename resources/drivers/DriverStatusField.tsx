import { useRecordContext } from "react-admin";
import type { StatusColors } from "../../src/widgets/StatusChip";
import { StatusChip } from "../../src/widgets/StatusChip";
import type { DriverRow } from "./driverModel";
import { driversModule } from "../../domain/modules/drivers";

const COLOR: StatusColors = {
  active: "success",
  on_leave: "warning",
  inactive: "default",
} as const;

/** The employment status in words, coloured. */
/** Labeled and DataTable.Col read source and label from a field's props. */
export interface DriverFieldProps {
  source?: string;
  label?: string;
}

export function DriverStatusField(_props: DriverFieldProps) {
  const record = useRecordContext<DriverRow>();
  if (!record) return null;
  return (
    <StatusChip
      status={record.status}
      colors={COLOR}
      labelKey={driversModule.key(`statuses.${record.status}`)}
    />
  );
}
