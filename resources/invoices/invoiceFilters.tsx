import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import {
  REVIEW_STATUSES,
  SETTLEMENT_STATUSES,
  SUBMISSION_STATUSES,
} from "../../domain/billing/totals";
import { insuranceProvidersModule } from "../../domain/modules/insuranceProviders";
import { invoicesModule } from "../../domain/modules/invoices";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { FacilityFilter } from "../../src/widgets/FacilityReference";

const choices = (statuses: readonly string[]) =>
  statuses.map((id) => ({ id, name: invoicesModule.key(`status.${id}`) }));

/**
 * Invoices list filters: number or billed-to, who is billed, the three statuses, the period, and
 * what the analytics tiles link with (issue 29): overdue, void or not, the issue date's range.
 */
export const invoiceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <FacilityFilter key="facility" source="facilityId" />,
  <ReferenceInput
    key="insurer"
    source="insuranceProviderId"
    reference={insuranceProvidersModule.name}
    sort={{ field: "name", order: "ASC" }}
  >
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput
    key="submission"
    source="submissionStatus"
    choices={choices(SUBMISSION_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="review"
    source="reviewStatus"
    choices={choices(REVIEW_STATUSES)}
  />,
  <SelectInput
    key="settlement"
    source="settlementStatus"
    choices={choices(SETTLEMENT_STATUSES)}
    alwaysOn
  />,
  <DatePickerInput key="from" source="periodFrom" />,
  <DatePickerInput key="to" source="periodTo" />,
  <NullableBooleanInput key="overdue" source="overdue" />,
  <NullableBooleanInput key="voided" source="voided" />,
  <DatePickerInput key="issuedFrom" source="issuedFrom" />,
  <DatePickerInput key="issuedTo" source="issuedTo" />,
];
