import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from "@mui/material";
import { useTranslate } from "react-admin";

const T = "transport.driverStatus.setStatus.attestation";

export type Statement = "notUnder" | "under";

/**
 * The alcohol and drug statement: nothing is pre-selected, so the driver states it explicitly.
 * A radio group: arrow keys move between the two statements.
 */
export function InfluenceStatement({
  value,
  onChange,
  disabled,
}: {
  value: Statement | null;
  onChange: (value: Statement) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <FormControl component="fieldset" disabled={disabled} required>
      <FormLabel component="legend" id="influence-statement">
        {translate(`${T}.legend`)}
      </FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{translate(`${T}.help`)}</FormHelperText>
      <RadioGroup
        aria-labelledby="influence-statement"
        name="influence-statement"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value as Statement)}
      >
        {(["notUnder", "under"] as const).map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={translate(`${T}.${option}`)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
