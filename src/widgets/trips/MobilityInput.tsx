import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from "@mui/material";
import { useId } from "react";
import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslate } from "react-admin";
import type { Mobility } from "../../../domain/mobility";
import {
  MOBILITIES,
  mobilityFlags,
  mobilityOf,
} from "../../../domain/mobility";

const FLAGS = ["wheelchairTrip", "stretcherTrip"] as const;

export interface MobilityInputProps {
  /** i18n key of the group's label. */
  label: string;
  /** i18n key of each choice (Ambulatory, Wheelchair, Stretcher). */
  choiceKey: (mobility: Mobility) => string;
}

/**
 * Ambulatory, wheelchair or stretcher as one radio group, written onto the two §3 flags of the form
 * (wheelchairTrip, stretcherTrip): one choice, so both at once cannot be sent (issue 22). A schema
 * error on either flag (a row from before, flagged both) is shown under the group.
 */
export function MobilityInput({ label, choiceKey }: MobilityInputProps) {
  const translate = useTranslate();
  const labelId = useId();
  const { setValue } = useFormContext();
  const [wheelchairTrip, stretcherTrip] = useWatch({ name: [...FLAGS] });
  const { errors } = useFormState({ name: [...FLAGS] });
  const error = FLAGS.map((f) => errors[f]?.message).find(
    (m): m is string => typeof m === "string",
  );
  const value = mobilityOf({
    wheelchairTrip: !!wheelchairTrip,
    stretcherTrip: !!stretcherTrip,
  });
  const choose = (next: Mobility) => {
    const flags = mobilityFlags(next);
    for (const f of FLAGS)
      setValue(f, flags[f], { shouldDirty: true, shouldValidate: !!error });
  };
  return (
    <FormControl component="fieldset" error={!!error} margin="dense">
      <FormLabel component="legend" id={labelId}>
        {translate(label)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => choose(e.target.value as Mobility)}
      >
        {MOBILITIES.map((m) => (
          <FormControlLabel
            key={m}
            value={m}
            control={<Radio />}
            label={translate(choiceKey(m))}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{translate(error)}</FormHelperText>}
    </FormControl>
  );
}
