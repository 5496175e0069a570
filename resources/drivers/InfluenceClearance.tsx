import { Alert, Button, Typography } from "@mui/material";
import { useState } from "react";
import {
  useGetList,
  useRecordContext,
  useRefresh,
  useTranslate,
} from "react-admin";
import type { InfluenceStatusRecord } from "../../domain/schemas/driverStatus";
import { INFLUENCE_STATUS_RESOURCE } from "../../src/driver-status/driverStatusModel";
import { ClearInfluenceDialog } from "./ClearInfluenceDialog";
import type { DriverRow } from "./driverModel";
import type { DriverFieldProps } from "./DriverStatusField";
import { driversModule } from "../../domain/modules/drivers";

const I = driversModule.key("influence");

/** Midnight of the viewer's day: the statements that still block are today's. */
const startOfToday = () => {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  return start;
};

/**
 * Today's statement of being under the influence that no one has cleared: while it stands the
 * driver cannot go online (the server refuses), so a data admin sees it here and may clear it.
 */
export function InfluenceClearance(_props: DriverFieldProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const driver = useRecordContext<DriverRow>();
  const [open, setOpen] = useState(false);
  const { data, refetch } = useGetList<InfluenceStatusRecord & { id: string }>(
    INFLUENCE_STATUS_RESOURCE,
    {
      pagination: { page: 1, perPage: 25 },
      sort: { field: "createdAt", order: "DESC" },
      filter: { driverId: driver?.driverId, underTheInfluenceStatus: true },
    },
    { enabled: !!driver?.driverId },
  );
  const since = startOfToday();
  const standing = data?.find(
    (r) => !r.clearance && new Date(r.createdAt) >= since,
  );
  if (!driver || !data) return null;
  if (!standing)
    return <Typography variant="body2">{translate(`${I}.none`)}</Typography>;
  const time = new Date(standing.createdAt).toLocaleTimeString();
  return (
    <>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setOpen(true)}>
            {translate(`${I}.clear`)}
          </Button>
        }
      >
        {translate(`${I}.standing`, { time })}
      </Alert>
      <ClearInfluenceDialog
        driverId={driver.driverId}
        open={open}
        onClose={() => setOpen(false)}
        onCleared={() => {
          setOpen(false);
          void refetch();
          refresh();
        }}
      />
    </>
  );
}
