import { MenuItem, TextField } from "@mui/material";
import { useGetList, useTranslate } from "react-admin";
import { facilitiesModule } from "../../domain/modules/facilities";
import type { Facility } from "../../domain/schemas/facility";
import { K } from "./analyticsModel";
import type { AnalyticsScope } from "./useAnalyticsScope";

const FACILITY_SORT = { field: "facilityName", order: "ASC" } as const;
const FACILITY_PAGE = { page: 1, perPage: 100 } as const;

/** The operator's facility choice, narrowing every figure; nothing for a facility's staff. */
export function FacilityPicker({ scope }: { scope: AnalyticsScope }) {
  if (!scope.canPickFacility) return null;
  return <FacilitySelect scope={scope} />;
}

function FacilitySelect({ scope }: { scope: AnalyticsScope }) {
  const translate = useTranslate();
  const { data: facilities = [] } = useGetList<Facility & { id: string }>(
    facilitiesModule.name,
    { pagination: FACILITY_PAGE, sort: FACILITY_SORT },
  );
  return (
    <TextField
      select
      size="small"
      label={translate(`${K}.facility.label`)}
      // Until the facilities arrive, the stored choice has no option to show.
      value={
        facilities.some((f) => f.id === scope.facilityId)
          ? scope.facilityId
          : ""
      }
      onChange={(e) => scope.setFacilityId(e.target.value || undefined)}
      sx={{ minWidth: 220, maxWidth: "100%" }}
    >
      <MenuItem value="">{translate(`${K}.facility.all`)}</MenuItem>
      {facilities.map((f) => (
        <MenuItem key={f.id} value={f.id}>
          {f.facilityName}
        </MenuItem>
      ))}
    </TextField>
  );
}
