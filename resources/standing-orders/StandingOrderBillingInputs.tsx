import { Stack } from "@mui/material";
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { useWatch } from "react-hook-form";
import { facilitiesModule } from "../../domain/modules/facilities";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { tripsModule } from "../../domain/modules/trips";
import { BOOKING_TYPES, PAYOR_TYPES } from "../../domain/schemas/tripParts";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { FormSection } from "../../src/widgets/FormSection";
import { soKey } from "./standingOrderModel";

const BY_NAME = { field: "name", order: "ASC" } as const;
const BY_FACILITY = { field: "facilityName", order: "ASC" } as const;

/**
 * Who the order's trips are billed to, as on a trip (issue 22): booking type, payor, the facility
 * and, for an insurer, which one and the policy. Every generated leg carries them.
 */
export function StandingOrderBillingInputs() {
  const translate = useTranslate();
  const payorType = useWatch({ name: "payorType" }) as string | undefined;
  const choices = (ids: readonly string[], group: string) =>
    ids.map((id) => ({
      id,
      name: translate(tripsModule.key(`${group}.${id}`)),
    }));
  return (
    <FormSection title={soKey("sections.billing")}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <SelectInput
          source="bookingType"
          choices={choices(BOOKING_TYPES, "bookingTypes")}
        />
        <SelectInput
          source="payorType"
          choices={choices(PAYOR_TYPES, "payorTypes")}
        />
      </Stack>
      <ReferenceInput
        source="facilityId"
        reference={facilitiesModule.name}
        sort={BY_FACILITY}
      >
        <AutocompleteInput
          label={soKey("fields.facilityId")}
          optionText="facilityName"
          parse={parseOptionalId}
          fullWidth
        />
      </ReferenceInput>
      {payorType === "insurance" && (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <ReferenceInput
            source="insuranceProviderId"
            reference={insuranceProvidersModule.name}
            sort={BY_NAME}
          >
            <SelectInput
              optionText="name"
              label={soKey("fields.insuranceProviderId")}
              parse={parseOptionalId}
              fullWidth
            />
          </ReferenceInput>
          <TextInput source="insurancePolicyId" fullWidth />
        </Stack>
      )}
    </FormSection>
  );
}
