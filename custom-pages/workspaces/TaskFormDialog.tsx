import { useMemo, useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
} from "@mui/material";
import type { Theme } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import type { FieldValues } from "react-hook-form";
import {
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from "react-admin";
import { displayName } from "../../domain/users";
import type {
  Task,
  TaskStatus,
  WorkspaceMember,
} from "../../domain/schemas/workspace";
import { TASK_PRIORITIES, TASK_STATUSES } from "../../domain/schemas/workspace";
import type { AppDataProvider } from "../../providers/appDataProvider";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { DatePickerInput } from "../../src/widgets/DatePickerInput";
import { TaskDeleteDialog } from "./TaskDeleteDialog";
import type { TaskFormValues } from "./taskModel";
import {
  K,
  priorityKey,
  statusKey,
  taskBody,
  taskFormValues,
} from "./taskModel";
import { TASKS } from "./taskQueries";

interface TaskFormDialogProps {
  workspaceId: string;
  /** The task to edit; absent: a new one. */
  task?: Task;
  /** A new task's column (the board's "add" in a column). */
  status?: TaskStatus;
  members: readonly WorkspaceMember[];
  /** Editors and owners change tasks; a viewer reads the form, its fields disabled. */
  canWrite: boolean;
  onClose: () => void;
}

/**
 * A task created or changed in a dialog (POST /tasks): title, description, status, assignee (an
 * approved member, from the §7 look-up), due date, priority and labels. The server's field messages
 * (422: the assignee is no approved member) show under their fields, and its message as a toast.
 */
export function TaskFormDialog({
  workspaceId,
  task,
  status,
  members,
  canWrite,
  onClose,
}: TaskFormDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  const [deleting, setDeleting] = useState(false);
  const record = useMemo(
    () => taskFormValues(workspaceId, task, status),
    [workspaceId, task, status],
  );
  const assignees = useMemo(
    () =>
      members.map((m) => ({
        id: m.member.userId,
        name: displayName(m.member),
      })),
    [members],
  );

  const save = async (values: FieldValues) => {
    const data = taskBody(values as TaskFormValues);
    try {
      if (task)
        await dataProvider.update(TASKS, {
          id: task.taskId,
          data,
          previousData: { ...task, id: task.taskId },
        });
      else await dataProvider.create(TASKS, { data });
      notify(`${K}.toasts.${task ? "updated" : "created"}`, { type: "info" });
      await queryClient.invalidateQueries({ queryKey: [TASKS] });
      onClose();
      return undefined;
    } catch (error) {
      notifyError(error);
      // The server's field messages, {field: message}, set on the form's inputs.
      const errors = (error as { body?: { errors?: FieldValues } }).body
        ?.errors;
      return errors ?? undefined;
    }
  };

  const label = (field: string) => `${K}.fields.${field}`;
  const disabled = !canWrite;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="task-form-title"
    >
      <DialogTitle id="task-form-title">
        {translate(`${K}.form.${task ? "editTitle" : "createTitle"}`)}
      </DialogTitle>
      <Form record={record} onSubmit={save} noValidate>
        <DialogContent dividers>
          <Stack>
            <TextInput
              source="title"
              label={label("title")}
              validate={required()}
              disabled={disabled}
              autoFocus={canWrite}
            />
            <TextInput
              source="description"
              label={label("description")}
              multiline
              minRows={2}
              disabled={disabled}
            />
            <SelectInput
              source="status"
              label={label("status")}
              choices={TASK_STATUSES.map((s) => ({
                id: s,
                name: statusKey(s),
              }))}
              validate={required()}
              disabled={disabled}
            />
            <SelectInput
              source="assigneeId"
              label={label("assigneeId")}
              choices={assignees}
              emptyText={`${K}.unassigned`}
              translateChoice={false}
              disabled={disabled}
            />
            <DatePickerInput
              source="dueDate"
              label={label("dueDate")}
              disabled={disabled}
            />
            <SelectInput
              source="priority"
              label={label("priority")}
              choices={TASK_PRIORITIES.map((p) => ({
                id: p,
                name: priorityKey(p),
              }))}
              validate={required()}
              disabled={disabled}
            />
            <TextInput
              source="labels"
              label={label("labels")}
              helperText={`${K}.labelsHelp`}
              disabled={disabled}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {task && canWrite && (
            <Button color="error" onClick={() => setDeleting(true)}>
              {translate(`${K}.list.delete`)}
            </Button>
          )}
          <Button onClick={onClose}>{translate(`${K}.form.cancel`)}</Button>
          {canWrite && <SaveButton label={`${K}.form.save`} alwaysEnable />}
        </DialogActions>
      </Form>
      {deleting && task && (
        <TaskDeleteDialog
          task={task}
          onClose={() => setDeleting(false)}
          onDeleted={onClose}
        />
      )}
    </Dialog>
  );
}
