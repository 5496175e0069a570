import { Chip, Stack } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { OPEN_TASKS, TASK_STATUSES } from "../../domain/schemas/workspace";
import type { WorkspaceTab } from "./workspacePaths";
import { workspaceTabPath } from "./workspacePaths";
import { K, statusKey } from "./taskModel";

/**
 * The route's statusFilter as links (all, open, or one status), so a filtered board or calendar is a
 * URL that can be shared and reloaded.
 */
export function TaskStatusFilter({
  tab,
  workspaceId,
  current,
}: {
  tab: Extract<WorkspaceTab, "board" | "calendar">;
  workspaceId: string;
  current: string | undefined;
}) {
  const translate = useTranslate();
  const choices = [undefined, OPEN_TASKS, ...TASK_STATUSES];
  return (
    <Stack
      component="nav"
      aria-label={translate(`${K}.board.filterLabel`)}
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 2 }}
    >
      {choices.map((filter) => {
        const selected = filter === current;
        return (
          <Chip
            key={filter ?? "all"}
            component={LinkBase}
            to={workspaceTabPath(tab, workspaceId, filter)}
            clickable
            color={selected ? "primary" : "default"}
            variant={selected ? "filled" : "outlined"}
            aria-current={selected ? "page" : undefined}
            label={translate(filter ? statusKey(filter) : `${K}.board.all`)}
          />
        );
      })}
    </Stack>
  );
}
