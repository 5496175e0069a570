import { InputAdornment } from "@mui/material";
import { NumberInput } from "react-admin";
import { formatDollars, parseDollars } from "./tripPriceModel";

/** An amount in integer cents, typed and shown in dollars ("25.00"). */
export function MoneyInput({ source }: { source: string }) {
  return (
    <NumberInput
      source={source}
      format={formatDollars}
      parse={parseDollars}
      step={0.01}
      min={0}
      slotProps={{
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
        },
      }}
    />
  );
}
