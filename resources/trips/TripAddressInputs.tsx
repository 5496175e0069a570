import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Typography,
} from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import {
  AutocompleteInput,
  NumberInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { TripAddressInput } from "../../domain/schemas/trip";
import { Dropdown } from "../../src/widgets/Dropdown";
import { STATE_CHOICES } from "../../src/widgets/choices";
import { formatLineAddress } from "../../src/widgets/address";
import { SectionHeading } from "../../src/widgets/FormSection";
import { bookingKey, fromPatientAddress } from "./tripFormModel";
import { useChosenPatient } from "./TripPatientInput";
import { staleAfterStreetEdit } from "./storedAddressEdit";

/** One field per row on a phone, then as many columns of at least 180 px as fit (as patients do). */
const ADDRESS_GRID = {
  display: "grid",
  columnGap: 2,
  width: "100%",
  gridTemplateColumns: {
    xs: "minmax(0, 1fr)",
    sm: "repeat(auto-fill, minmax(180px, 1fr))",
  },
} as const;

const label = (field: string) => bookingKey(`fields.address.${field}`);

/** An empty coordinate is "not known" (null), not 0, which is a place in the ocean. */
const parseCoordinate = (value: string | number | null) =>
  value === "" || value === null || Number.isNaN(Number(value))
    ? null
    : Number(value);

/**
 * A pick-up or drop-off (`source` is pickUpAddress or dropOffAddress): a picker over the chosen
 * patient's addresses, the named place and its street address, its room, and the coordinates
 * folded away (optional; the distance is estimated without them).
 */
export function TripAddressInputs({
  source,
  title,
  roomSource,
}: {
  source: "pickUpAddress" | "dropOffAddress";
  title: string;
  roomSource: "pickUpRoomNumber" | "dropOffRoomNumber";
}) {
  const translate = useTranslate();
  const patient = useChosenPatient();
  const { getValues, setValue } = useFormContext();
  const addresses = patient?.addresses ?? [];
  // The street line before the keystroke being handled: onChange runs after the value is set.
  const line1 = useWatch({ name: `${source}.line1` }) as string | undefined;
  const previousLine1 = useRef(line1 ?? "");
  useEffect(() => {
    previousLine1.current = line1 ?? "";
  }, [line1]);
  const onStreetChange = () => {
    const address = getValues(source) as TripAddressInput;
    const patch = staleAfterStreetEdit(
      previousLine1.current,
      address,
      addresses,
    );
    previousLine1.current = address.line1;
    for (const [field, value] of Object.entries(patch))
      setValue(`${source}.${field}`, value, { shouldDirty: true });
  };
  return (
    // A group named by its title: the pick-up's and drop-off's inputs share their labels.
    <Box role="group" aria-label={translate(title)} sx={{ width: "100%" }}>
      <SectionHeading title={title} />
      {addresses.length > 0 && (
        <Dropdown
          id={`${source}-from-patient`}
          label={bookingKey("helpers.fromPatient")}
          items={addresses.map((a, index) => ({
            value: index,
            text: `${a.label}: ${formatLineAddress(a)}`,
          }))}
          value=""
          maxWidth={520}
          onChange={(index) => {
            const chosen = addresses[Number(index)];
            if (chosen)
              setValue(source, fromPatientAddress(chosen), {
                shouldDirty: true,
                shouldValidate: true,
              });
          }}
        />
      )}
      <Box sx={ADDRESS_GRID}>
        <TextInput source={`${source}.name`} label={label("name")} fullWidth />
        <TextInput
          source={`${source}.line1`}
          label={label("line1")}
          onChange={onStreetChange}
          fullWidth
        />
        <TextInput
          source={`${source}.line2`}
          label={label("line2")}
          fullWidth
        />
        <TextInput source={`${source}.city`} label={label("city")} fullWidth />
        <AutocompleteInput
          source={`${source}.state`}
          label={label("state")}
          choices={STATE_CHOICES}
          fullWidth
        />
        <TextInput
          source={`${source}.postalCode`}
          label={label("postalCode")}
          fullWidth
        />
        <TextInput
          source={roomSource}
          label={bookingKey(`fields.${roomSource}`)}
          fullWidth
        />
      </Box>
      <Accordion disableGutters variant="outlined" sx={{ width: "100%" }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="body2">
            {translate(bookingKey("sections.coordinates"))}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(bookingKey("helpers.coordinates"))}
          </Typography>
          <Box sx={ADDRESS_GRID}>
            <NumberInput
              source={`${source}.latitude`}
              label={label("latitude")}
              parse={parseCoordinate}
              step="any"
              fullWidth
            />
            <NumberInput
              source={`${source}.longitude`}
              label={label("longitude")}
              parse={parseCoordinate}
              step="any"
              fullWidth
            />
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
