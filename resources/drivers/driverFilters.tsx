import {
  BooleanInput,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { EXPIRY_WARNING_DAYS } from "../../domain/expiry";
import { DRIVER_STATUSES, LICENSE_CLASSES } from "../../domain/schemas/driver";
import { driversModule } from "../../domain/modules/drivers";

const STATUS_CHOICES = DRIVER_STATUSES.map((id) => ({
  id,
  name: driversModule.key(`statuses.${id}`),
}));
const CLASS_CHOICES = LICENSE_CLASSES.map((id) => ({ id, name: id }));

/** The toggle sends credentialsExpiringWithinDays: 30; switched off, the filter goes away (null). */
const parseExpiringToggle = (checked: unknown) =>
  checked ? EXPIRY_WARNING_DAYS : null;

/**
 * Drivers list filters, each a server filter of POST /drivers/search: free text (q → searchTerm),
 * status, license class, credentials expiring within 30 days (expired included), has an account,
 * online now.
 */
export const driverFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={STATUS_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="licenseClass"
    source="licenseClass"
    choices={CLASS_CHOICES}
    translateChoice={false}
  />,
  <BooleanInput
    key="credentialsExpiringWithinDays"
    source="credentialsExpiringWithinDays"
    parse={parseExpiringToggle}
    alwaysOn
  />,
  <NullableBooleanInput key="linked" source="linked" />,
  // The dashboard's "drivers online" (issue 29): the latest online status record says online.
  <NullableBooleanInput key="online" source="online" />,
];
