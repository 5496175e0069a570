import { ButtonBase } from "@mui/material";
import { useTranslate } from "react-admin";
import type { EventProps } from "react-big-calendar";
import type { Task } from "../../domain/schemas/workspace";
import type { TaskEvent } from "./taskModel";
import { priorityKey, statusKey } from "./taskModel";

/**
 * A task on the calendar is a button that opens it (with a click or the keyboard). Its title says
 * the status and priority in words, so the colour is never the only sign.
 */
export function CalendarTaskEvent({
  event,
  onOpen,
}: EventProps<TaskEvent> & { onOpen: (task: Task) => void }) {
  const translate = useTranslate();
  const { task } = event;
  return (
    <ButtonBase
      onClick={(e) => {
        // The calendar's own cell would select the event too: one opening is enough.
        e.stopPropagation();
        onOpen(task);
      }}
      title={`${task.title} · ${translate(statusKey(task.status))} · ${translate(priorityKey(task.priority))}`}
      sx={{
        color: "inherit",
        font: "inherit",
        display: "block",
        width: "100%",
        textAlign: "left",
        overflow: "hidden",
        textOverflow: "ellipsis",
        whiteSpace: "nowrap",
        textDecoration: task.status === "done" ? "line-through" : undefined,
      }}
    >
      {task.title}
    </ButtonBase>
  );
}
