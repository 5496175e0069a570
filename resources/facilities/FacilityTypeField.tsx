import { Chip } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { FacilityRow } from "./facilityModel";
import { facilityTypeLabelKey } from "./facilityModel";

const COLORS = {
  community: "default",
  facility: "primary",
  hospital: "secondary",
} as const;

/** The facility type in words (transport.common.facilityTypes), as a small chip. */
export function FacilityTypeField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<FacilityRow>();
  const translate = useTranslate();
  if (!record) return null;
  const type = record.facilityType;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[type as keyof typeof COLORS] ?? "default"}
      label={translate(facilityTypeLabelKey(type), { _: type })}
    />
  );
}
