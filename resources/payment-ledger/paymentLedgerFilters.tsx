import { SelectInput } from "react-admin";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { METHOD_CHOICES, STATUS_CHOICES } from "./paymentLedgerModel";

/** The ledger's filters (§7 search body keys): method, status and the recorded date range. */
export const paymentLedgerFilters = [
  <SelectInput
    key="method"
    source="method"
    choices={METHOD_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <DatePickerInput key="fromDate" source="fromDate" />,
  <DatePickerInput key="toDate" source="toDate" />,
];
