import {
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { FacilityFilter } from "../../src/widgets/FacilityReference";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";

/**
 * Patients list filters: free text (q → searchTerm over names, phone and policy number), insurer,
 * mobility needs, and for transport staff the facility (a facility user only has their own).
 */
export function patientFilters(scoped: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(scoped
      ? []
      : [<FacilityFilter key="facilityId" source="facilityId" />]),
    <ReferenceInput
      key="insuranceProviderId"
      source="insuranceProviderId"
      reference={insuranceProvidersModule.name}
      sort={{ field: "name", order: "ASC" }}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <NullableBooleanInput key="wheelchair" source="wheelchair" />,
    <NullableBooleanInput key="stretcher" source="stretcher" />,
  ];
}
