import { useMemo } from "react";
import type { RaRecord } from "react-admin";
import { Loading, SimpleForm, useGetOne, useRecordContext } from "react-admin";
import type { BookingDefaults } from "../../domain/bookingDefaults";
import { facilityBookingDefaults } from "../../domain/bookingDefaults";
import { facilitiesModule } from "../../domain/modules/facilities";
import { tripsModule } from "../../domain/modules/trips";
import { PRIVILEGES } from "../../domain/privileges";
import type { Trip } from "../../domain/schemas/trip";
import { AttributeInputs } from "../../src/widgets/attributes/AttributeInputs";
import { useAttributeForm } from "../../src/widgets/attributes/useAttributeForm";
import { ResourceFormToolbar } from "../../src/forms/ResourceFormToolbar";
import { useSaveWithFieldErrors } from "../../src/forms/useSaveWithFieldErrors";
import { useFacilityScope } from "../../src/session/useFacilityScope";
import { usePrivilege } from "../../src/session/usePrivilege";
import type { TripInputsProps } from "./TripInputs";
import { TripInputs } from "./TripInputs";
import { bookingResolver, toTripForm } from "./tripFormModel";

const FORM_SX = { maxWidth: 760, width: "100%" } as const;

/** Who sees which of the form's inputs (§6): dispatch fields and the facility's chooser. */
function useTripInputsAccess(): Omit<TripInputsProps, "isNew"> {
  const { scoped, facilityId } = useFacilityScope();
  const { allowed: dispatcher } = usePrivilege({
    resource: tripsModule.name,
    privilege: PRIVILEGES.modifyTrips,
  });
  return {
    dispatcher,
    facilityId,
    // Facility staff book for their own facility; a customer's trips carry none.
    facility: scoped ? "fixed" : dispatcher ? "any" : "none",
  };
}

/**
 * Issue 22: a new booking by a facility's staff starts as their facility's (its kind as the booking
 * type, the facility as payor); the server applies the same when a body leaves them out. Not
 * pending and null for everyone else, and when the facility cannot be read (§3's defaults stay).
 */
function useFacilityBookingDefaults(facilityId: string | null): {
  booking: BookingDefaults | null;
  isPending: boolean;
} {
  const { data, isLoading } = useGetOne<{ id: string; facilityType: string }>(
    facilitiesModule.name,
    { id: facilityId ?? "" },
    { enabled: !!facilityId, retry: false },
  );
  return {
    booking: data ? facilityBookingDefaults(data.facilityType) : null,
    isPending: !!facilityId && isLoading,
  };
}

/**
 * The booking form of both screens (/trip/create, /trip/upsert/:tripId): the §3 new-trip defaults,
 * validated with the server's own upsert schema (next to each field), server 422 field errors on
 * their inputs, and a warning before leaving it with unsaved changes.
 */
export function TripForm() {
  const row = useRecordContext<Trip & RaRecord>();
  const access = useTripInputsAccess();
  const defaults = useFacilityBookingDefaults(
    !row?.id && access.facility === "fixed" ? access.facilityId : null,
  );
  const { withValues, resolver: withAttributes } = useAttributeForm("trip");
  const record = useMemo(
    () =>
      withValues(
        defaults.booking
          ? { ...toTripForm(row, access.facilityId), ...defaults.booking }
          : toTripForm(row, access.facilityId),
      ),
    [row, access.facilityId, defaults.booking, withValues],
  );

  const resolver = useMemo(
    () => withAttributes(bookingResolver()),
    [withAttributes],
  );
  const onSubmit = useSaveWithFieldErrors();
  // The form starts from its record: wait for the facility rather than reset what was typed.
  if (defaults.isPending) return <Loading />;
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={onSubmit}
      toolbar={<ResourceFormToolbar />}
      warnWhenUnsavedChanges
      noValidate
      sx={FORM_SX}
    >
      <TripInputs isNew={!row?.id} {...access} />
      <AttributeInputs entityType="trip" />
    </SimpleForm>
  );
}
