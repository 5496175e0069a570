import { AttributeFields } from "../../src/widgets/attributes/AttributeFields";
import type { ReactNode } from "react";
import { Card, CardContent, Grid, Typography } from "@mui/material";
import {
  BooleanField,
  DateField,
  NumberField,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from "react-admin";
import { ExpiryField } from "../../src/widgets/ExpiryField";
import { VehicleStatusField } from "./VehicleStatusField";
import { vehiclesModule } from "../../domain/modules/vehicles";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 4 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate(vehiclesModule.key(`sections.${title}`))}
      </Typography>
      <SimpleShowLayout sx={{ px: 0 }}>{children}</SimpleShowLayout>
    </Grid>
  );
}

/** The vehicle's fields in three groups: identity, equipment, insurance and registration. */
export function VehicleDetails() {
  return (
    <Card>
      <CardContent>
        <Grid container spacing={2}>
          <Section title="details">
            <TextField source="licensePlate" />
            <TextField source="vin" />
            <TextField source="make" />
            <TextField source="model" />
            <NumberField source="year" options={{ useGrouping: false }} />
          </Section>
          <Section title="equipment">
            <NumberField source="capacity" />
            <BooleanField source="wheelchairAccessible" />
            <BooleanField source="stretcherCapable" />
          </Section>
          <Section title="compliance">
            <ExpiryField source="insuranceExpiresOn" />
            <ExpiryField source="registrationExpiresOn" />
            <VehicleStatusField source="status" />
            <DateField source="createdAt" showTime />
          </Section>
        </Grid>
        <AttributeFields entityType="vehicle" />
      </CardContent>
    </Card>
  );
}
