import { Box } from "@mui/material";
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { PATIENT_ADDRESSES_MAX } from "../../../domain/schemas/patient";
import { patientsModule } from "../../../domain/modules/patients";

/**
 * One address on a responsive grid: one field per row on a phone, then as many columns of at least
 * 180 px as the form's width holds (a single row on a wide screen). Fields wrap to the next row
 * instead of being squeezed: State and ZIP keep a usable width at every size.
 */
const ADDRESS_GRID = {
  display: "grid",
  columnGap: 2,
  width: "100%",
  gridTemplateColumns: {
    xs: "minmax(0, 1fr)",
    sm: "repeat(auto-fill, minmax(180px, 1fr))",
  },
} as const;

/** The patient's addresses: one to ten, each with a label (Home, Day program…). */
export function PatientAddressInputs() {
  const translate = useTranslate();
  const addresses = useWatch({ name: "addresses" }) as unknown[] | undefined;
  const count = addresses?.length ?? 0;
  return (
    // The form's "Addresses" section heading names the list already.
    <ArrayInput source="addresses" label={false}>
      <SimpleFormIterator
        fullWidth
        disableReordering
        disableClear
        // The schema allows one to PATIENT_ADDRESSES_MAX: the buttons stop at both ends.
        disableAdd={count >= PATIENT_ADDRESSES_MAX}
        disableRemove={count <= 1}
      >
        <Box sx={ADDRESS_GRID}>
          <TextInput
            source="label"
            fullWidth
            helperText={translate(
              `resources.${patientsModule.name}.helpers.addressLabel`,
            )}
          />
          <TextInput source="line1" fullWidth />
          <TextInput source="line2" fullWidth />
          <TextInput source="city" fullWidth />
          <TextInput
            source="state"
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2 } }}
          />
          <TextInput source="postalCode" fullWidth />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
}
