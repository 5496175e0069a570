import { Box, Button, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { displayName } from "../../domain/users";
import type { WorkspaceMember } from "../../domain/schemas/workspace";
import { TASK_PRIORITIES } from "../../domain/schemas/workspace";
import { DateInputField } from "../../src/widgets/DateInputField";
import type { TaskFilters as Filters } from "./taskModel";
import {
  K,
  NO_FILTERS,
  priorityKey,
  STATUS_CHOICES,
  statusKey,
} from "./taskModel";

const F = `${K}.list.filters`;

/** A select of the filter bar: "any" first (an empty value), then the choices. */
function FilterSelect({
  label,
  any,
  value,
  choices,
  onChange,
}: {
  label: string;
  any: string;
  value: string;
  choices: readonly { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate(any)}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The task list's filters: a search of titles and descriptions, the status (open, or one), the
 * assignee among the approved members, the priority and a due-date range.
 */
export function TaskFilters({
  filters,
  members,
  onChange,
}: {
  filters: Filters;
  members: readonly WorkspaceMember[];
  onChange: (filters: Filters) => void;
}) {
  const translate = useTranslate();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      alignItems="flex-start"
      sx={{ mb: 2 }}
    >
      <TextField
        size="small"
        fullWidth={false}
        sx={{ minWidth: 220 }}
        type="search"
        label={translate(`${F}.search`)}
        value={filters.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <FilterSelect
        label={`${F}.status`}
        any={`${F}.anyStatus`}
        value={filters.status}
        choices={STATUS_CHOICES.map((s) => ({
          id: s,
          name: translate(statusKey(s)),
        }))}
        onChange={(status) => set({ status })}
      />
      <FilterSelect
        label={`${F}.assignee`}
        any={`${F}.anyone`}
        value={filters.assigneeId}
        choices={members.map((m) => ({
          id: m.member.userId,
          name: displayName(m.member),
        }))}
        onChange={(assigneeId) => set({ assigneeId })}
      />
      <FilterSelect
        label={`${F}.priority`}
        any={`${F}.anyPriority`}
        value={filters.priority}
        choices={TASK_PRIORITIES.map((p) => ({
          id: p,
          name: translate(priorityKey(p)),
        }))}
        onChange={(priority) => set({ priority })}
      />
      <Box sx={{ width: 170 }}>
        <DateInputField
          label={`${F}.dueFrom`}
          value={filters.dueFrom}
          maxDate={filters.dueTo ?? undefined}
          onChange={(dueFrom) => set({ dueFrom })}
        />
      </Box>
      <Box sx={{ width: 170 }}>
        <DateInputField
          label={`${F}.dueTo`}
          value={filters.dueTo}
          minDate={filters.dueFrom ?? undefined}
          onChange={(dueTo) => set({ dueTo })}
        />
      </Box>
      <Button onClick={() => onChange(NO_FILTERS)}>
        {translate(`${F}.clear`)}
      </Button>
    </Stack>
  );
}
