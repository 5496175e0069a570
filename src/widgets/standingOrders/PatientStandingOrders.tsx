import { Box, Stack, Typography } from "@mui/material";
import { useGetList, useRecordContext, useTranslate } from "react-admin";
import { mobilityOf } from "../../../domain/mobility";
import { standingOrdersModule } from "../../../domain/modules/standingOrders";
import { tripsModule } from "../../../domain/modules/trips";
import type { StandingOrder } from "../../../domain/schemas/standingOrder";
import { usePrivilege, writeGate } from "../../session/usePrivilege";
import { StandingOrderActions } from "./StandingOrderActions";
import { scheduleText, soKey } from "./standingOrderText";

type Row = StandingOrder & { id: string };

/** One page is plenty: a patient has a handful of recurring trips at most. */
const PAGE = { page: 1, perPage: 50 } as const;
const SORT = { field: "startDate", order: "ASC" } as const;

/**
 * The patient's standing orders on their page, each with Edit and Pause (issue 22); shown to those
 * who may change them (modify-trips), for whom the list is readable at all.
 */
export function PatientStandingOrders() {
  const translate = useTranslate();
  const patient = useRecordContext<{ id: string }>();
  const { allowed } = usePrivilege(writeGate(standingOrdersModule));
  const { data = [], isPending } = useGetList<Row>(
    standingOrdersModule.name,
    {
      filter: { patientId: patient?.id },
      pagination: PAGE,
      sort: SORT,
    },
    { enabled: allowed && !!patient },
  );
  if (!allowed || !patient) return null;
  const title = translate(soKey("patient.title"));
  const t = (key: string) => translate(key);
  return (
    <Box component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {!isPending && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(soKey("patient.none"))}
        </Typography>
      )}
      {data.map((order) => (
        <Stack
          key={order.id}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          alignItems={{ sm: "center" }}
          justifyContent="space-between"
        >
          <Typography variant="body2">
            {scheduleText(order, t)} ·{" "}
            {t(tripsModule.key(`equipment.${mobilityOf(order)}`))}
          </Typography>
          <StandingOrderActions orderId={String(order.id)} />
        </Stack>
      ))}
    </Box>
  );
}
