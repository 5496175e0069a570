import {
  DateField,
  EmailField,
  FunctionField,
  SimpleShowLayout,
  TextField,
} from "react-admin";
import { AttributeFields } from "../../src/widgets/attributes/AttributeFields";
import type { FacilityRow } from "./facilityModel";
import { formatAddress } from "../../src/widgets/address";
import { FacilityTypeField } from "./FacilityTypeField";

/** The facility's own fields; labels come from resources.<name>.fields. */
export function FacilityDetails() {
  return (
    <SimpleShowLayout sx={{ p: 0 }}>
      <TextField source="facilityName" />
      <FacilityTypeField source="facilityType" />
      <FunctionField<FacilityRow>
        source="address"
        render={(record) => formatAddress(record)}
      />
      <TextField source="phone" emptyText="—" />
      <TextField source="billingContactName" emptyText="—" />
      <EmailField source="billingContactEmail" emptyText="—" />
      <TextField source="billingContactPhone" emptyText="—" />
      <DateField source="createdAt" />
      <AttributeFields entityType="facility" label={false} />
    </SimpleShowLayout>
  );
}
