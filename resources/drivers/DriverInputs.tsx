import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { todayIso } from "../../domain/expiry";
import { DRIVER_STATUSES, LICENSE_CLASSES } from "../../domain/schemas/driver";
import type { User } from "../../domain/schemas/user";
import { displayName } from "../../domain/users";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { driversModule } from "../../domain/modules/drivers";
import { usersModule } from "../../domain/modules/users";

const R = driversModule.i18nKey;
const STATUS_CHOICES = DRIVER_STATUSES.map((id) => ({
  id,
  name: `${R}.statuses.${id}`,
}));
const CLASS_CHOICES = LICENSE_CLASSES.map((id) => ({ id, name: id }));

const userOption = (u: User) => `${displayName(u)} (${u.email})`;

/** A titled group of inputs laid out two or three to a row. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: "100%" }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`${R}.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** Fields of the upsert body (POST /drivers); labels come from resources.admin/transport/drivers.fields. */
export function DriverInputs() {
  return (
    <>
      <Section title="person">
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="email" type="email" />
        <TextInput source="phone" type="tel" />
        {/* Only accounts with the driver role can be linked (the users search filters by role). */}
        <ReferenceInput
          source="userId"
          reference={usersModule.name}
          filter={{ roleCode: "driver" }}
          sort={{ field: "lastName", order: "ASC" }}
        >
          <AutocompleteInput optionText={userOption} />
        </ReferenceInput>
      </Section>
      <Section title="license">
        <TextInput source="licenseNumber" />
        <TextInput source="licenseState" />
        <SelectInput
          source="licenseClass"
          choices={CLASS_CHOICES}
          translateChoice={false}
        />
        <DatePickerInput source="licenseExpiresOn" />
        <DatePickerInput source="cprCertifiedUntil" />
        <DatePickerInput source="wheelchairCertifiedUntil" />
      </Section>
      <Section title="employment">
        <DatePickerInput source="hireDate" maxDate={todayIso()} />
        <SelectInput source="status" choices={STATUS_CHOICES} />
      </Section>
    </>
  );
}
