import { Box, Paper, Typography } from "@mui/material";
import { useDroppable } from "@dnd-kit/core";
import {
  SortableContext,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { useTranslate } from "react-admin";
import type { Task, WorkspaceMember } from "../../domain/schemas/workspace";
import type { BoardColumn } from "./boardModel";
import { columnDropId } from "./boardModel";
import { TaskCard } from "./TaskCard";
import { assigneeOf, K, statusKey } from "./taskModel";

interface TaskColumnProps {
  column: BoardColumn;
  members: readonly WorkspaceMember[];
  today: string;
  canDrag: boolean;
  onOpen: (task: Task) => void;
}

/**
 * One status column: a drop target (so an empty column takes cards) holding its cards as a sortable
 * list. On a desktop the columns stand side by side and each scrolls on its own; on a phone they
 * are stacked.
 */
export function TaskColumn({
  column,
  members,
  today,
  canDrag,
  onOpen,
}: TaskColumnProps) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({
    id: columnDropId(column.status),
    data: { status: column.status },
  });
  const name = translate(statusKey(column.status));
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={name}
      data-testid={`column-${column.status}`}
      data-board-column={column.status}
      sx={{
        p: 1,
        // Side by side the columns share the width (four fit beside the open menu at 1280 px), and
        // scroll sideways only below 200 px each.
        flex: { md: "1 1 0" },
        minWidth: { md: 200 },
        bgcolor: isOver ? "action.hover" : "background.default",
      }}
    >
      <Typography component="h2" variant="subtitle1" fontWeight={600}>
        {translate(`${K}.board.column`, {
          status: name,
          smart_count: column.tasks.length,
        })}
      </Typography>
      <Box
        sx={{
          mt: 1,
          minHeight: 64,
          maxHeight: { md: "calc(100vh - 320px)" },
          overflowY: { md: "auto" },
        }}
      >
        <SortableContext
          items={column.tasks.map((t) => t.taskId)}
          strategy={verticalListSortingStrategy}
        >
          {column.tasks.map((task) => (
            <TaskCard
              key={task.taskId}
              task={task}
              assignee={assigneeOf(task, members)}
              today={today}
              canDrag={canDrag}
              onOpen={onOpen}
            />
          ))}
        </SortableContext>
        {column.tasks.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate(`${K}.board.emptyColumn`)}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
