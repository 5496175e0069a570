import { useMemo, useRef } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import type { FieldValues } from "react-hook-form";
import { useWatch } from "react-hook-form";
import {
  AutocompleteInput,
  Form,
  ReferenceInput,
  TextInput,
  useTranslate,
} from "react-admin";
import { driversModule } from "../../domain/modules/drivers";
import { tripsModule } from "../../domain/modules/trips";
import { vehiclesModule } from "../../domain/modules/vehicles";
import type { Driver } from "../../domain/schemas/driver";
import type { Vehicle } from "../../domain/schemas/vehicle";
import { parseOptionalId } from "../../src/forms/parseOptionalId";
import { FindingList } from "../../src/widgets/dispatch/FindingList";
import { useAssignmentCheck } from "../../src/widgets/dispatch/useAssignmentCheck";
import {
  ACTIVE_FILTER,
  dispatchKey,
  driverOptionText,
  vehicleOptionText,
} from "./dispatchModel";
import type { TripRecord } from "./tripModel";
import { equipmentOf, tripKey } from "./tripModel";
import type { Assignment } from "./useTripAssign";

const M = tripsModule.key("management");
const DRIVER_SORT = { field: "lastName", order: "ASC" } as const;
const VEHICLE_SORT = { field: "licensePlate", order: "ASC" } as const;

/**
 * What the assignment check finds for the chosen pair, shown before saving; a refusal disables Save,
 * warnings ask for the reason to assign anyway (issue 10).
 */
function AssignmentFindings({
  tripId,
  onBlocked,
}: {
  tripId: string;
  onBlocked: (blocked: boolean) => void;
}) {
  const translate = useTranslate();
  const driverId = parseOptionalId(useWatch({ name: "driverId" }));
  const vehicleId = parseOptionalId(useWatch({ name: "vehicleId" }));
  const check = useAssignmentCheck(tripId, driverId, vehicleId);
  const warnings = check.findings.some((f) => f.severity === "warning");
  onBlocked(check.blocked || check.checking);
  if (check.checking)
    return (
      <Typography variant="body2" role="status">
        {translate("app.widgets.findings.checking")}
      </Typography>
    );
  return (
    <>
      <FindingList findings={check.findings} />
      {warnings && !check.blocked && (
        <TextInput
          source="overrideReason"
          label="app.widgets.findings.overrideReason"
          helperText="app.widgets.findings.overrideHint"
          multiline
          fullWidth
        />
      )}
    </>
  );
}

/**
 * Assign a driver and vehicle: two searchable look-ups over the active drivers and vehicles (the
 * current ones are shown whatever their status), each cleared to unassign. The assignment check's
 * findings show as soon as both are chosen (issue 10).
 */
export function AssignDialog({
  trip,
  pending,
  onClose,
  onSubmit,
}: {
  trip: TripRecord;
  pending: boolean;
  onClose: () => void;
  onSubmit: (assignment: Assignment) => void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const record = useMemo(
    () => ({ id: trip.id, driverId: trip.driverId, vehicleId: trip.vehicleId }),
    [trip.id, trip.driverId, trip.vehicleId],
  );
  const needs = equipmentOf(trip)
    .map((item) => translate(tripKey(`equipment.${item}`)))
    .join(", ");
  const blockedRef = useRef(false);
  const submit = (values: FieldValues) => {
    if (blockedRef.current) return;
    onSubmit({
      driverId: parseOptionalId(values.driverId),
      vehicleId: parseOptionalId(values.vehicleId),
      overrideReason:
        typeof values.overrideReason === "string" &&
        values.overrideReason.trim()
          ? values.overrideReason.trim()
          : null,
    });
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="trip-assign"
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <Form record={record} onSubmit={submit} noValidate>
        <DialogTitle id="trip-assign">
          {translate(dispatchKey("assign.title"))}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {needs && (
              <Typography variant="body2" color="text.secondary">
                {translate(dispatchKey("assign.needs"), { needs })}
              </Typography>
            )}
            <ReferenceInput
              source="driverId"
              reference={driversModule.name}
              filter={ACTIVE_FILTER}
              sort={DRIVER_SORT}
            >
              <AutocompleteInput
                label={dispatchKey("assign.driver")}
                helperText={dispatchKey("assign.driverHint")}
                optionText={(driver: Driver) => driverOptionText(driver)}
                parse={parseOptionalId}
                disabled={pending}
                fullWidth
              />
            </ReferenceInput>
            <ReferenceInput
              source="vehicleId"
              reference={vehiclesModule.name}
              filter={ACTIVE_FILTER}
              sort={VEHICLE_SORT}
            >
              <AutocompleteInput
                label={dispatchKey("assign.vehicle")}
                helperText={dispatchKey("assign.vehicleHint")}
                optionText={(vehicle: Vehicle) =>
                  vehicleOptionText(vehicle, translate)
                }
                parse={parseOptionalId}
                disabled={pending}
                fullWidth
              />
            </ReferenceInput>
            <AssignmentFindings
              tripId={String(trip.id)}
              onBlocked={(blocked) => {
                blockedRef.current = blocked;
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {translate(`${M}.close`)}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate(
              dispatchKey(pending ? "assign.saving" : "assign.submit"),
            )}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
