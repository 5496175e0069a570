import {
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import {
  FACILITIES_RESOURCE,
  INSURANCE_PROVIDERS_RESOURCE,
} from "./patientPaths";

/**
 * Patients list filters: free text (q → searchTerm over names, phone and policy number), insurer,
 * mobility needs, and for transport staff the facility (a facility user only has their own).
 */
export function patientFilters(scoped: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(scoped
      ? []
      : [
          <ReferenceInput
            key="facilityId"
            source="facilityId"
            reference={FACILITIES_RESOURCE}
            sort={{ field: "facilityName", order: "ASC" }}
          >
            <SelectInput optionText="facilityName" />
          </ReferenceInput>,
        ]),
    <ReferenceInput
      key="insuranceProviderId"
      source="insuranceProviderId"
      reference={INSURANCE_PROVIDERS_RESOURCE}
      sort={{ field: "name", order: "ASC" }}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <NullableBooleanInput key="wheelchair" source="wheelchair" />,
    <NullableBooleanInput key="stretcher" source="stretcher" />,
  ];
}
