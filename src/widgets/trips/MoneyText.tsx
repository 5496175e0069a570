import { Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { tripsModule } from "../../../domain/modules/trips";

/** An amount in tabular figures, or the "none" word when there is none. */
export function MoneyText({ text }: { text: string | null }) {
  const translate = useTranslate();
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      color={text === null ? "text.secondary" : undefined}
    >
      {text ?? translate(tripsModule.key("values.none"))}
    </Typography>
  );
}
