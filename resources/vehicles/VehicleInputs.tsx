import { Stack } from "@mui/material";
import { BooleanInput, NumberInput, SelectInput, TextInput } from "react-admin";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { useStatusChoices } from "./VehicleStatusField";
import { vehiclesModule } from "../../domain/modules/vehicles";

/** Fields of the upsert body (POST /vehicles); labels come from resources.<vehicles>.fields. */
export function VehicleInputs() {
  const statusChoices = useStatusChoices();
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} width="100%">
        <TextInput source="licensePlate" fullWidth />
        <TextInput
          source="vin"
          helperText={vehiclesModule.key("helper.vin")}
          fullWidth
          slotProps={{
            htmlInput: { autoCapitalize: "characters", spellCheck: false },
          }}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} width="100%">
        <TextInput source="make" fullWidth />
        <TextInput source="model" fullWidth />
        <NumberInput source="year" step={1} fullWidth />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} width="100%">
        <NumberInput
          source="capacity"
          step={1}
          helperText={vehiclesModule.key("helper.capacity")}
          fullWidth
        />
        <SelectInput source="status" choices={statusChoices} fullWidth />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <BooleanInput source="wheelchairAccessible" />
        <BooleanInput source="stretcherCapable" />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} width="100%">
        <DatePickerInput source="insuranceExpiresOn" />
        <DatePickerInput source="registrationExpiresOn" />
      </Stack>
    </>
  );
}
