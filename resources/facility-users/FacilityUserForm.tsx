import { useCallback } from "react";
import { facilityUserUpsertSchema } from "../../domain/schemas/facilityUser";
import { ResourceForm } from "../../src/forms/ResourceForm";
import { FacilityUserInputs } from "./FacilityUserInputs";
import type { FacilityUserRow } from "./facilityUserModel";
import { toFacilityUserForm } from "./facilityUserModel";
import { useFacilityScope } from "../../src/session/useFacilityScope";

/**
 * The facility user form of both shells, validated with the server's own upsert schema. Waits for
 * the signed-in user: a facility admin's new users start (and stay) at their own facility.
 */
export function FacilityUserForm({ isNew }: { isNew: boolean }) {
  const own = useFacilityScope();
  const toForm = useCallback(
    (row: FacilityUserRow | undefined) =>
      toFacilityUserForm(row, own.facilityId),
    [own.facilityId],
  );
  if (own.isPending) return null;
  return (
    <ResourceForm<FacilityUserRow>
      schema={facilityUserUpsertSchema}
      toForm={toForm}
    >
      <FacilityUserInputs fixedFacility={own.scoped} isNew={isNew} />
    </ResourceForm>
  );
}
