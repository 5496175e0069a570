import { Chip, Stack } from "@mui/material";
import AccessibleIcon from "@mui/icons-material/Accessible";
import HotelIcon from "@mui/icons-material/Hotel";
import { useRecordContext, useTranslate } from "react-admin";
import type { PatientRow } from "./patientModel";
import { patientsModule } from "../../domain/modules/patients";

/** The patient's mobility needs as chips (wheelchair, stretcher); nothing when none. */
export function MobilityField(_props: { label?: string }) {
  const record = useRecordContext<PatientRow>();
  const translate = useTranslate();
  if (!record) return null;
  const label = (source: string) =>
    translate(`resources.${patientsModule.name}.fields.${source}`);
  return (
    <Stack direction="row" spacing={0.5}>
      {record.wheelchair && (
        <Chip
          size="small"
          icon={<AccessibleIcon />}
          label={label("wheelchair")}
        />
      )}
      {record.stretcher && (
        <Chip size="small" icon={<HotelIcon />} label={label("stretcher")} />
      )}
    </Stack>
  );
}
