import type { ReactNode } from "react";
import { Box, ButtonBase, Card, Chip, Stack, Typography } from "@mui/material";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { useSortable } from "@dnd-kit/sortable";
import { useTranslate } from "react-admin";
import type { Task } from "../../domain/schemas/workspace";
import { AvatarInitials } from "../../src/widgets/AvatarInitials";
import type { PersonName } from "./taskModel";
import { isOverdue, K, priorityColor, priorityKey } from "./taskModel";

/** What a card says: title, priority, due date (overdue in red), labels and the assignee's initials. */
export function TaskCardBody({
  task,
  assignee,
  today,
  title,
}: {
  task: Task;
  assignee: PersonName | null;
  today: string;
  /** The title as shown: a button that opens the task on the board, text under the pointer. */
  title?: ReactNode;
}) {
  const translate = useTranslate();
  const overdue = isOverdue(task, today);
  return (
    <Box sx={{ p: 1, minWidth: 0, flex: 1 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
          {title ?? <Typography fontWeight={600}>{task.title}</Typography>}
        </Box>
        {assignee && <AvatarInitials user={assignee} size={28} />}
      </Stack>
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mt: 0.5 }}
      >
        <Chip
          size="small"
          color={priorityColor(task.priority)}
          label={translate(priorityKey(task.priority))}
        />
        {task.dueDate && (
          <Typography
            variant="caption"
            color={overdue ? "error" : "text.secondary"}
            fontWeight={overdue ? 600 : undefined}
            data-overdue={overdue || undefined}
          >
            {translate(`${K}.due`, { date: task.dueDate })}
            {overdue && ` · ${translate(`${K}.overdue`)}`}
          </Typography>
        )}
        {task.labels.map((label) => (
          <Chip key={label} size="small" variant="outlined" label={label} />
        ))}
      </Stack>
    </Box>
  );
}

interface TaskCardProps {
  task: Task;
  assignee: PersonName | null;
  today: string;
  /** Editors and owners drag; a viewer's card has no handle. */
  canDrag: boolean;
  onOpen: (task: Task) => void;
}

/**
 * A sortable card: its handle is dragged with a pointer, a finger or the keyboard (Space, the
 * arrows, Space), the rest of the card scrolls the page as usual on a phone. The title opens it.
 */
export function TaskCard({
  task,
  assignee,
  today,
  canDrag,
  onOpen,
}: TaskCardProps) {
  const translate = useTranslate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: task.taskId,
    data: { task },
    disabled: !canDrag,
  });
  return (
    <Card
      ref={setNodeRef}
      variant="outlined"
      data-testid={`task-card-${task.taskId}`}
      data-task-card={task.taskId}
      sx={{
        mb: 1,
        display: "flex",
        alignItems: "stretch",
        opacity: isDragging ? 0.4 : 1,
        transform: transform
          ? `translate3d(${transform.x}px, ${transform.y}px, 0)`
          : undefined,
        transition,
      }}
    >
      {canDrag && (
        <Box
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={translate(`${K}.board.dragHandle`, { title: task.title })}
          sx={{
            display: "flex",
            alignItems: "center",
            px: 0.5,
            cursor: "grab",
            touchAction: "none",
            color: "text.secondary",
            "&:focus-visible": { outline: 2, outlineColor: "primary.main" },
          }}
        >
          <DragIndicatorIcon fontSize="small" />
        </Box>
      )}
      <TaskCardBody
        task={task}
        assignee={assignee}
        today={today}
        title={
          <ButtonBase
            onClick={() => onOpen(task)}
            aria-label={translate(`${K}.board.open`, { title: task.title })}
            sx={{ textAlign: "left", fontWeight: 600, typography: "body1" }}
          >
            {task.title}
          </ButtonBase>
        }
      />
    </Card>
  );
}
