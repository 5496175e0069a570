import DirectionsCarIcon from "@mui/icons-material/DirectionsCar";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import { Button } from "@mui/material";
import {
  LinkBase,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { tripsModule } from "../../domain/modules/trips";
import { PatientReadyButton } from "../../src/widgets/trips/PatientReadyButton";
import { UpsertButton } from "../../src/widgets/UpsertButton";
import type { TripRecord } from "./tripModel";
import { tripKey } from "./tripModel";
import type { TripAccess } from "./useTripAccess";
import { ActivityLink } from "../../src/widgets/ActivityLink";
import { BookmarkToggle } from "../../src/widgets/BookmarkToggle";

/**
 * The trip page's toolbar: Patient ready (a will-call return, when allowed), the documents, the
 * driver's page for the assigned driver, and edit for administrators (§6: /trip/upsert is theirs).
 */
export function TripShowActions({ access }: { access: TripAccess }) {
  const trip = useRecordContext<TripRecord>();
  const translate = useTranslate();
  if (!trip) return <TopToolbar />;
  const assignedDriver = !!access.driverId && access.driverId === trip.driverId;
  return (
    <TopToolbar sx={{ flexWrap: "wrap", gap: 1 }}>
      <BookmarkToggle modelType="trip" />
      <PatientReadyButton trip={trip} size="small" />
      <Button
        component={LinkBase}
        to={tripsModule.paths.page("documents", trip.id)}
        size="small"
        startIcon={<FolderOpenIcon />}
      >
        {translate(tripKey("actions.documents"))}
      </Button>
      {assignedDriver && (
        <Button
          component={LinkBase}
          to={tripsModule.paths.page("management", trip.id)}
          size="small"
          variant="contained"
          startIcon={<DirectionsCarIcon />}
        >
          {translate(tripKey("actions.driverPage"))}
        </Button>
      )}
      <ActivityLink modelType="trip" modelId={trip.id} />
      {access.edit && <UpsertButton to={tripsModule.paths.edit(trip.id)} />}
    </TopToolbar>
  );
}
