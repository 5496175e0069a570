import { useState } from "react";
import { Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useDataProvider, useNotify, useTranslate } from "react-admin";
import type { Task } from "../../domain/schemas/workspace";
import { useNotifyError } from "../../src/notifications/useNotifyError";
import { FormDialog } from "../../src/widgets/FormDialog";
import { K } from "./taskModel";
import { TASKS } from "./taskQueries";

/** Deleting a task asks first (DELETE /tasks/{id}); every member's task views re-read. */
export function TaskDeleteDialog({
  task,
  onClose,
  onDeleted,
}: {
  task: Task;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      await dataProvider.delete(TASKS, {
        id: task.taskId,
        previousData: { ...task, id: task.taskId },
      });
      notify(`${K}.toasts.deleted`, { type: "info" });
      await queryClient.invalidateQueries({ queryKey: [TASKS] });
      onClose();
      onDeleted?.();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <FormDialog
      id="task-delete-title"
      title={`${K}.form.deleteTitle`}
      submitLabel={`${K}.form.confirmDelete`}
      cancelLabel={`${K}.form.cancel`}
      pending={pending}
      danger
      onClose={onClose}
      onSubmit={() => void remove()}
    >
      <Typography>
        {translate(`${K}.form.deleteText`, { title: task.title })}
      </Typography>
    </FormDialog>
  );
}
