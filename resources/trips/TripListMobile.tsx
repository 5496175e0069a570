import {
  Box,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Stack,
  Typography,
} from "@mui/material";
import {
  LinkBase,
  RecordContextProvider,
  useListContext,
  useTranslate,
} from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { TotalCostField } from "../../src/widgets/trips/TotalCostField";
import { TripRowActions } from "../../src/widgets/trips/TripRowActions";
import { TripStatusChip } from "../../src/widgets/trips/TripStatusChip";
import { TripTimeAndAddresses } from "../../src/widgets/trips/TripTimeAndAddresses";
import type { TripRecord } from "./tripModel";
import { equipmentOf, patientName, tripKey } from "./tripModel";

function TripCard({ trip }: { trip: TripRecord }) {
  const translate = useTranslate();
  const equipment = equipmentOf(trip)
    .map((item) => translate(tripKey(`equipment.${item}`)))
    .join(", ");
  return (
    <RecordContextProvider value={trip}>
      <Card variant="outlined" component="li" data-testid="trip-card">
        {/* The card opens the trip page; the actions below stay outside the link. */}
        <CardActionArea
          component={LinkBase}
          to={tripsModule.paths.show(trip.id)}
        >
          <CardContent sx={{ pb: 1 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: "space-between", alignItems: "center" }}
            >
              <Typography variant="subtitle1" component="p" noWrap>
                {patientName(trip) ??
                  translate(tripKey("values.patientNotFound"))}
              </Typography>
              <TripStatusChip status={trip.tripStatus} />
            </Stack>
            <TripTimeAndAddresses trip={trip} />
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(tripKey(`bookingTypes.${trip.bookingType}`))}
              {equipment ? ` · ${equipment}` : ""}
              {" · "}
              <TotalCostField trip={trip} />
            </Typography>
          </CardContent>
        </CardActionArea>
        <CardActions sx={{ pt: 0 }}>
          <TripRowActions trip={trip} />
        </CardActions>
      </Card>
    </RecordContextProvider>
  );
}

/** The trips list on a phone (a driver on the road): one card per trip, actions within reach. */
export function TripListMobile() {
  const { data, isPending } = useListContext<TripRecord>();
  const translate = useTranslate();
  if (isPending || !data) return null;
  if (data.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate("ra.navigation.no_results")}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{ listStyle: "none", p: 1, m: 0, display: "grid", gap: 1 }}
    >
      {data.map((trip) => (
        <TripCard key={trip.id} trip={trip} />
      ))}
    </Box>
  );
}
