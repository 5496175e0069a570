import { Typography } from "@mui/material";
import { TextInput, useTranslate } from "react-admin";
import { DEFAULT_HCPCS, HCPCS_KEYS } from "../../domain/billing/hcpcs";
import { tripPricesModule } from "../../domain/modules/tripPrices";

/** The list's HCPCS codes where it bills differently from the defaults (shown as placeholders). */
export function HcpcsInputs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate(tripPricesModule.key("hcpcs.title"))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(tripPricesModule.key("hcpcs.help"))}
      </Typography>
      {HCPCS_KEYS.map((key) => (
        <TextInput
          key={key}
          source={`hcpcsCodes.${key}`}
          label={translate(tripPricesModule.key(`hcpcs.keys.${key}`))}
          placeholder={DEFAULT_HCPCS[key]}
          helperText={false}
          slotProps={{ htmlInput: { maxLength: 5 } }}
        />
      ))}
    </>
  );
}
