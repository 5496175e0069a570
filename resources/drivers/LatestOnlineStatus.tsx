import { Chip, Stack, Typography } from "@mui/material";
import {
  DateField,
  RecordContextProvider,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { isOnline } from "../../src/driver-status/driverStatusModel";
import { useLatestOnlineStatus } from "../../src/driver-status/useLatestOnlineStatus";
import type { DriverRow } from "./driverModel";
import type { DriverFieldProps } from "./DriverStatusField";
import { driversModule } from "../../domain/modules/drivers";

const R = driversModule.i18nKey;

/** The driver's current status: the latest online status record (the status bar's own lookup). */
export function LatestOnlineStatus(_props: DriverFieldProps) {
  const translate = useTranslate();
  const driver = useRecordContext<DriverRow>();
  const { latest, isPending } = useLatestOnlineStatus(driver?.driverId);
  if (isPending) return null;
  if (!latest)
    return (
      <Typography variant="body2">{translate(`${R}.show.noStatus`)}</Typography>
    );
  const online = isOnline(latest);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <Chip
        size="small"
        color={online ? "success" : "default"}
        label={translate(
          `transport.driverStatus.bar.${online ? "online" : "offline"}`,
        )}
      />
      <Typography variant="body2" component="span">
        {translate(`${R}.show.since`)}
      </Typography>
      <RecordContextProvider value={latest}>
        <DateField source="createdAt" showTime />
      </RecordContextProvider>
    </Stack>
  );
}
