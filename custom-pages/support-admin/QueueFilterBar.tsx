import { useEffect, useRef, useState } from "react";
import { MenuItem, Stack, TextField } from "@mui/material";
import { useQuery } from "@tanstack/react-query";
import { useDataProvider, useTranslate } from "react-admin";
import type { AppDataProvider } from "../../providers/appDataProvider";
import type { Choice } from "../../src/widgets/support/supportLabels";
import { supportChoices } from "../../src/widgets/support/supportLabels";
import type { QueueFilters } from "./queueModel";
import { K, OPEN, SUPPORT } from "./queueModel";

const F = "pages.support.fields";
/** Typing pauses this long before the search goes out. */
const SEARCH_DELAY_MS = 300;

function FilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search box: it reaches the list once typing pauses. */
function SearchBox({ onCommit }: { onCommit: (value: string) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      size="small"
      type="search"
      label={translate(`${K}.search`)}
      value={typed}
      onChange={(e) => {
        const next = e.target.value;
        setTyped(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onCommit(next), SEARCH_DELAY_MS);
      }}
      sx={{ minWidth: 220, flex: 1 }}
    />
  );
}

/** The queue's filters: status (open ones by default), priority, category, assignee and a search. */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const staff = useQuery({
    queryKey: [SUPPORT, "staff"],
    queryFn: ({ signal }) => dataProvider.supportStaff(signal),
    staleTime: 60_000,
  });
  const { statuses, priorities, categories } = supportChoices(translate);
  const any: Choice = { id: "", name: translate("pages.support.any") };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", mb: 2 }}
    >
      <SearchBox onCommit={(searchTerm) => onChange({ searchTerm })} />
      <FilterSelect
        label={translate(`${F}.status`)}
        value={filters.status}
        choices={[
          { id: OPEN, name: translate(`${K}.openStatuses`) },
          any,
          ...statuses,
        ]}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        label={translate(`${F}.priority`)}
        value={filters.priority}
        choices={[any, ...priorities]}
        onChange={(priority) => onChange({ priority })}
      />
      <FilterSelect
        label={translate(`${F}.category`)}
        value={filters.category}
        choices={[any, ...categories]}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        label={translate(`${F}.assignee`)}
        value={filters.assigneeUserId}
        choices={[
          any,
          { id: "none", name: translate("pages.support.unassigned") },
          ...(staff.data ?? []).map((s) => ({ id: s.id, name: s.label })),
        ]}
        onChange={(assigneeUserId) => onChange({ assigneeUserId })}
      />
    </Stack>
  );
}
