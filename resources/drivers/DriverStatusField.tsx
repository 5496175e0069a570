import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { DriverRow } from "./driverModel";

const COLOR = {
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
  const translate = useTranslate();
  const record = useRecordContext<DriverRow>();
  if (!record) return null;
  const color = COLOR[record.status as keyof typeof COLOR] ?? "default";
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={translate(
        `resources.admin/transport/drivers.statuses.${record.status}`,
        {
          _: record.status,
        },
      )}
    />
  );
}
