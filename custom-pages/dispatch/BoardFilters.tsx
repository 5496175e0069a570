import {
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { useGetList, useTranslate } from "react-admin";
import { formatCents } from "../../domain/money";
import { facilitiesModule } from "../../domain/modules/facilities";
import type { BoardRequest } from "../../domain/schemas/board";
import type { Facility } from "../../domain/schemas/facility";
import { K, shiftDay } from "./boardModel";

const FACILITY_SORT = { field: "facilityName", order: "ASC" } as const;
const FACILITY_PAGE = { page: 1, perPage: 100 } as const;

/** The day picker, the filters and the day's estimated revenue. */
export function BoardFilters({
  filters,
  onChange,
  revenueCents,
}: {
  filters: BoardRequest;
  onChange: (next: BoardRequest) => void;
  revenueCents: number | null;
}) {
  const translate = useTranslate();
  const { data: facilities = [] } = useGetList<Facility & { id: string }>(
    facilitiesModule.name,
    { pagination: FACILITY_PAGE, sort: FACILITY_SORT },
  );
  const set = (patch: Partial<BoardRequest>) =>
    onChange({ ...filters, ...patch });
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      spacing={2}
      alignItems={{ md: "center" }}
      sx={{ mb: 2 }}
    >
      <Stack direction="row" alignItems="center">
        <IconButton
          aria-label={translate(`${K}.previousDay`)}
          onClick={() => set({ date: shiftDay(filters.date, -1) })}
        >
          <ChevronLeftIcon />
        </IconButton>
        <TextField
          type="date"
          size="small"
          label={translate(`${K}.day`)}
          value={filters.date}
          onChange={(e) => e.target.value && set({ date: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <IconButton
          aria-label={translate(`${K}.nextDay`)}
          onClick={() => set({ date: shiftDay(filters.date, 1) })}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <TextField
        select
        size="small"
        label={translate(`${K}.facility`)}
        value={filters.facilityId ?? ""}
        onChange={(e) => set({ facilityId: e.target.value || undefined })}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate(`${K}.anyFacility`)}</MenuItem>
        {facilities.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.facilityName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate(`${K}.equipment`)}
        value={filters.equipment ?? ""}
        onChange={(e) =>
          set({
            equipment: (e.target.value ||
              undefined) as BoardRequest["equipment"],
          })
        }
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{translate(`${K}.anyEquipment`)}</MenuItem>
        <MenuItem value="ambulatory">{translate(`${K}.ambulatory`)}</MenuItem>
        <MenuItem value="wheelchair">{translate(`${K}.wheelchair`)}</MenuItem>
        <MenuItem value="stretcher">{translate(`${K}.stretcher`)}</MenuItem>
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={!!filters.willCallWaiting}
            onChange={(e) =>
              set({ willCallWaiting: e.target.checked || undefined })
            }
          />
        }
        label={translate(`${K}.willCallWaiting`)}
      />
      <Typography sx={{ ml: { md: "auto" } }} aria-live="polite">
        {translate(`${K}.revenue`, {
          amount: revenueCents === null ? "…" : formatCents(revenueCents),
        })}
      </Typography>
    </Stack>
  );
}
