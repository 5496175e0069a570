import { Chip, Stack, Typography } from "@mui/material";
import { useRecordContext, useTranslate } from "react-admin";
import type { ExpiryState } from "../../domain/expiry";
import { expiryState, todayIso } from "../../domain/expiry";

const CHIP_COLOR = { expired: "error", expiringSoon: "warning" } as const;

/** A chip for an expired or soon-expiring state; nothing for valid or missing dates. */
export function ExpiryChip({ state }: { state: ExpiryState }) {
  const translate = useTranslate();
  if (state !== "expired" && state !== "expiringSoon") return null;
  return (
    <Chip
      size="small"
      color={CHIP_COLOR[state]}
      label={translate(`transport.common.expiry.${state}`)}
    />
  );
}

/** A calendar date (YYYY-MM-DD) of the record, flagged when expired or expiring within 30 days. */
export function ExpiryField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Typography variant="body2" component="span">
        {value}
      </Typography>
      <ExpiryChip state={expiryState(value, todayIso())} />
    </Stack>
  );
}
