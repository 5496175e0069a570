import { Stack, Typography } from "@mui/material";
import { useRecordContext } from "react-admin";
import { ExpiryChip } from "../../src/widgets/ExpiryField";
import type { DriverRow } from "./driverModel";
import type { DriverFieldProps } from "./DriverStatusField";

/**
 * The first credential to lapse (license, CPR or wheelchair certification), flagged when expired or
 * expiring within 30 days; the server judges all three (credentialsState).
 */
export function CredentialsField(_props: DriverFieldProps) {
  const record = useRecordContext<DriverRow>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Typography variant="body2" component="span">
        {record.credentialsExpireOn}
      </Typography>
      <ExpiryChip state={record.credentialsState} />
    </Stack>
  );
}
