import { Chip } from "@mui/material";
import {
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from "react-admin";
import { EXPIRY_WARNING_DAYS } from "../../domain/expiry";
import { useStatusChoices } from "./VehicleStatusField";
import { vehiclesModule } from "../../domain/modules/vehicles";

/**
 * A filter with a fixed value, shown as a chip once chosen from the filter menu (react-admin's
 * quick-filter pattern): here "insurance or registration expiring within 30 days".
 */
function QuickFilter({
  label,
}: {
  source: string;
  label: string;
  defaultValue: unknown;
}) {
  const translate = useTranslate();
  return <Chip sx={{ mb: 1.5 }} label={translate(label)} />;
}

/** Vehicles list filters: free text (q → searchTerm), status, equipment, seats and expiry. */
export function useVehicleFilters() {
  const statusChoices = useStatusChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      choices={statusChoices}
      alwaysOn
    />,
    <NullableBooleanInput
      key="wheelchairAccessible"
      source="wheelchairAccessible"
    />,
    <NullableBooleanInput key="stretcherCapable" source="stretcherCapable" />,
    <QuickFilter
      key="expiringWithinDays"
      source="expiringWithinDays"
      label={vehiclesModule.key("fields.expiringWithinDays")}
      defaultValue={EXPIRY_WARNING_DAYS}
    />,
    <NumberInput key="minCapacity" source="minCapacity" min={1} step={1} />,
  ];
}
