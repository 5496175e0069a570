import { SelectInput } from "react-admin";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { METHOD_CHOICES, STATUS_CHOICES } from "./paymentLedgerModel";

/**
 * The ledger's filters (§7 search body keys): method, status, the recorded date range, and the paid
 * date range in the operator's days (a record without a paid date counts at its creation, as the
 * revenue report and the dashboard's "paid privately" count it, issue 29).
 */
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
  <DatePickerInput key="paidFrom" source="paidFrom" />,
  <DatePickerInput key="paidTo" source="paidTo" />,
];
