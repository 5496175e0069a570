import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  Button,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import {
  useDataProvider,
  useNotify,
  useTranslate,
  useUpdate,
} from "react-admin";
import type { SupportRequestRow } from "../../domain/schemas/support";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import type { Choice } from "../../src/widgets/support/supportLabels";
import { supportChoices } from "../../src/widgets/support/supportLabels";
import type { TriageValues } from "./supportModel";
import { K, SUPPORT, triageBody } from "./supportModel";

const F = `${K}.fields`;

function Select({
  label,
  value,
  choices,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180, flex: 1 }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The support staff list, with the current assignee kept even if they since left the staff. */
function useAssigneeChoices(row: SupportRequestRow): Choice[] {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const staff = useQuery({
    queryKey: [SUPPORT, "staff"],
    queryFn: ({ signal }) => dataProvider.supportStaff(signal),
    staleTime: 60_000,
  });
  const people = (staff.data ?? []).map((s) => ({ id: s.id, name: s.label }));
  if (row.assigneeUserId && !people.some((p) => p.id === row.assigneeUserId))
    people.push({
      id: row.assigneeUserId,
      name: row.assigneeName ?? row.assigneeUserId,
    });
  return [{ id: "", name: translate(`${K}.unassigned`) }, ...people];
}

/** Staff (modify-support): the request's status, priority and assignee, saved together. */
export function StaffControls({
  row,
  onSaved,
}: {
  row: SupportRequestRow;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [update, { isPending }] = useUpdate();
  const { statuses, priorities } = supportChoices(translate);
  const assignees = useAssigneeChoices(row);
  const [values, setValues] = useState<TriageValues>({
    status: row.status,
    priority: row.priority,
    assigneeUserId: row.assigneeUserId ?? "",
  });
  const set = (change: Partial<TriageValues>) =>
    setValues((v) => ({ ...v, ...change }));
  const save = async () => {
    try {
      await update(
        SUPPORT,
        {
          id: row.supportRequestId,
          data: triageBody(row, values),
          previousData: row,
        },
        { mutationMode: "pessimistic", returnPromise: true },
      );
      notify(`${K}.show.saved`, { type: "success" });
      onSaved();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, my: 2 }}>
      <Typography component="h2" variant="subtitle1" gutterBottom>
        {translate(`${K}.show.staff`)}
      </Typography>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" } }}
      >
        <Select
          label={translate(`${F}.status`)}
          value={values.status}
          choices={statuses}
          disabled={isPending}
          onChange={(status) =>
            set({ status: status as TriageValues["status"] })
          }
        />
        <Select
          label={translate(`${F}.priority`)}
          value={values.priority}
          choices={priorities}
          disabled={isPending}
          onChange={(priority) =>
            set({ priority: priority as TriageValues["priority"] })
          }
        />
        <Select
          label={translate(`${F}.assignee`)}
          value={values.assigneeUserId}
          choices={assignees}
          disabled={isPending}
          onChange={(assigneeUserId) => set({ assigneeUserId })}
        />
        <Button
          variant="contained"
          disabled={isPending}
          onClick={() => void save()}
        >
          {translate(`${K}.show.save`)}
        </Button>
      </Stack>
    </Paper>
  );
}
