import {
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useController } from "react-hook-form";
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import { patientsModule } from "../../domain/modules/patients";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import { TRIP_PURPOSES } from "../../domain/schemas/tripParts";
import { WEEKDAYS } from "../../domain/schemas/standingOrder";
import { FormSection } from "../../src/widgets/FormSection";
import { MobilityInput } from "../../src/widgets/trips/MobilityInput";
import { StandingOrderBillingInputs } from "./StandingOrderBillingInputs";
import { soKey } from "./standingOrderModel";

/** The weekdays as toggle buttons (keyboard reachable), stored as ISO numbers. */
function WeekdayInput() {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: "weekdays" });
  const value: number[] = Array.isArray(field.value) ? field.value : [];
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" id="weekdays-label">
        {translate(soKey("fields.weekdays"))}
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="weekdays-label"
        value={value}
        onChange={(_e, next: number[]) =>
          field.onChange([...next].sort((a, b) => a - b))
        }
        size="small"
      >
        {WEEKDAYS.map((d) => (
          <ToggleButton
            key={d}
            value={d}
            aria-label={translate(soKey(`weekdays.${d}`))}
          >
            {translate(soKey(`weekdays.${d}`))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {fieldState.error?.message && (
        <Typography variant="caption" color="error" role="alert">
          {fieldState.error.message}
        </Typography>
      )}
    </Stack>
  );
}

function PlaceInputs({
  source,
}: {
  source: "pickUpAddress" | "dropOffAddress";
}) {
  const parts = ["name", "line1", "city", "state", "postalCode"] as const;
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      flexWrap="wrap"
      useFlexGap
    >
      {parts.map((p) => (
        <TextInput
          key={p}
          source={`${source}.${p}`}
          label={soKey(`fields.address.${p}`)}
        />
      ))}
    </Stack>
  );
}

/** The one set of inputs of the create and edit screens. */
/**
 * The pickers' orders: a field each list can sort by (the server refuses others, and react-admin's
 * default, the id, is not one of them).
 */
const BY = {
  patient: { field: "lastName", order: "ASC" },
  driver: { field: "lastName", order: "ASC" },
  vehicle: { field: "licensePlate", order: "ASC" },
} as const;

export function StandingOrderInputs() {
  const translate = useTranslate();
  return (
    <>
      <FormSection title={soKey("sections.schedule")}>
        <ReferenceInput
          source="patientId"
          reference={patientsModule.name}
          sort={BY.patient}
        >
          <AutocompleteInput label={soKey("fields.patientId")} fullWidth />
        </ReferenceInput>
        <WeekdayInput />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextInput
            source="startDate"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextInput
            source="endDate"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={soKey("helpers.endDate")}
          />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextInput
            source="pickUpTime"
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={soKey("helpers.times")}
          />
          <TextInput
            source="returnPickUpTime"
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </FormSection>
      <FormSection title={soKey("sections.trip")}>
        <SelectInput
          source="tripPurpose"
          choices={TRIP_PURPOSES.map((id) => ({
            id,
            name: translate(tripsModule.key(`purposes.${id}`)),
          }))}
        />
        <MobilityInput
          label={soKey("fields.mobility")}
          choiceKey={(m) => tripsModule.key(`equipment.${m}`)}
        />
        <TextInput source="specialInstructions" multiline fullWidth />
      </FormSection>
      <StandingOrderBillingInputs />
      <FormSection title={soKey("sections.places")}>
        <Typography variant="subtitle2">
          {translate(soKey("fields.pickUpAddress"))}
        </Typography>
        <PlaceInputs source="pickUpAddress" />
        <Typography variant="subtitle2">
          {translate(soKey("fields.dropOffAddress"))}
        </Typography>
        <PlaceInputs source="dropOffAddress" />
      </FormSection>
      <FormSection title={soKey("sections.preferences")}>
        <Typography variant="body2" color="text.secondary">
          {translate(soKey("helpers.preferences"))}
        </Typography>
        <ReferenceInput
          source="preferredDriverId"
          reference={driversModule.name}
          sort={BY.driver}
        >
          <AutocompleteInput
            label={soKey("fields.preferredDriverId")}
            fullWidth
          />
        </ReferenceInput>
        <ReferenceInput
          source="preferredVehicleId"
          reference={vehiclesModule.name}
          sort={BY.vehicle}
        >
          <AutocompleteInput
            label={soKey("fields.preferredVehicleId")}
            fullWidth
          />
        </ReferenceInput>
      </FormSection>
    </>
  );
}
