import { Typography } from "@mui/material";
import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  SelectArrayInput,
  useTranslate,
} from "react-admin";
import { FACILITIES, FACILITY_SORT } from "../../src/widgets/FacilityReference";
import { FormSection } from "../../src/widgets/FormSection";
import { K } from "./adminPaths";
import {
  BOOKING_TYPE_CHOICES,
  EQUIPMENT_CHOICES,
  TRIP_PURPOSE_CHOICES,
} from "./articleModel";

const F = `${K}.form`;

/**
 * The trip conditions the article is shown on (the trip page, the driver's page, the booking form):
 * every kind filled in must match; none filled in, no trip shows it.
 */
export function ArticleConditionsInputs() {
  const translate = useTranslate();
  return (
    <FormSection title={`${F}.sections.conditions`}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${F}.conditionsHelp`)}
      </Typography>
      <CheckboxGroupInput
        source="conditions.equipment"
        label={`${F}.equipment`}
        choices={EQUIPMENT_CHOICES}
      />
      <SelectArrayInput
        source="conditions.bookingTypes"
        label={`${F}.bookingTypes`}
        choices={BOOKING_TYPE_CHOICES}
        fullWidth
      />
      <SelectArrayInput
        source="conditions.tripPurposes"
        label={`${F}.tripPurposes`}
        choices={TRIP_PURPOSE_CHOICES}
        fullWidth
      />
      <ReferenceArrayInput
        source="conditions.facilityIds"
        reference={FACILITIES}
        sort={FACILITY_SORT}
      >
        <AutocompleteArrayInput
          optionText="facilityName"
          label={`${F}.facilities`}
          fullWidth
        />
      </ReferenceArrayInput>
    </FormSection>
  );
}
