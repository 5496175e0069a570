import { useMemo, useRef, useState } from "react";
import { Card, Stack } from "@mui/material";
import type {
  Announcements,
  DragEndEvent,
  DragOverEvent,
  DragStartEvent,
} from "@dnd-kit/core";
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useTranslate } from "react-admin";
import type {
  Task,
  TaskStatus,
  WorkspaceMember,
} from "../../domain/schemas/workspace";
import type { BoardColumn } from "./boardModel";
import {
  applyMove,
  columnsOf,
  dropPlace,
  moveCard,
  moveOf,
  placeOf,
  sameMove,
  statusOfColumnId,
} from "./boardModel";
import { boardCollisions } from "./boardCollisions";
import { useBoardMove } from "./boardMove";
import { TaskCardBody } from "./TaskCard";
import { TaskColumn } from "./TaskColumn";
import { assigneeOf, K, statusKey } from "./taskModel";

interface TaskBoardProps {
  tasks: readonly Task[];
  statuses: readonly TaskStatus[];
  queryKey: readonly unknown[];
  members: readonly WorkspaceMember[];
  today: string;
  canDrag: boolean;
  onOpen: (task: Task) => void;
}

/** What a screen reader hears while a card moves, in the catalogue's words. */
function useAnnouncements(
  columns: readonly BoardColumn[],
): Announcements & { instructions: string } {
  const translate = useTranslate();
  return useMemo(() => {
    const titleOf = (id: string | number) =>
      columns.flatMap((c) => c.tasks).find((t) => t.taskId === id)?.title ?? "";
    const targetOf = (id: string | number | undefined) => {
      if (id === undefined) return null;
      const status = statusOfColumnId(String(id));
      return status ? translate(statusKey(status)) : titleOf(id);
    };
    const say = (
      key: string,
      active: string | number,
      over?: string | number,
    ) =>
      translate(`${K}.board.dnd.${key}`, {
        title: titleOf(active),
        target: targetOf(over) ?? "",
      });
    return {
      instructions: translate(`${K}.board.dnd.instructions`),
      onDragStart: ({ active }) => say("picked", active.id),
      onDragOver: ({ active, over }) =>
        over ? say("over", active.id, over.id) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? say("dropped", active.id, over.id)
          : say("droppedNowhere", active.id),
      onDragCancel: ({ active }) => say("cancelled", active.id),
    };
  }, [columns, translate]);
}

/**
 * The kanban board (issue 24): one column per shown status, cards dragged between and within
 * columns with a pointer or the keyboard. While a card is dragged the board is local; the drop is
 * saved as one move naming the card's new neighbours (boardModel), shown at once and put back if
 * the server refuses it.
 */
export function TaskBoard({
  tasks,
  statuses,
  queryKey,
  members,
  today,
  canDrag,
  onOpen,
}: TaskBoardProps) {
  const saved = useMemo(() => columnsOf(tasks, statuses), [tasks, statuses]);
  const [dragging, setDragging] = useState<BoardColumn[] | null>(null);
  const latest = useRef<BoardColumn[] | null>(null);
  const start = useRef<ReturnType<typeof moveOf>>(null);
  const columns = dragging ?? saved;
  // The collision detection reads the board as it is during the drag, not as it was first drawn.
  const collisions = useMemo(() => boardCollisions(columns), [columns]);
  const move = useBoardMove(queryKey);
  const { instructions, ...announcements } = useAnnouncements(columns);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );
  const show = (next: BoardColumn[] | null) => {
    latest.current = next;
    setDragging(next);
  };
  const [activeTask, setActiveTask] = useState<Task | null>(null);

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    start.current = moveOf(saved, id);
    setActiveTask(tasks.find((t) => t.taskId === id) ?? null);
    show(saved);
  };
  // Into another column while dragging, so its cards make room; within a column the sortable list
  // shows the new place itself and the drop applies it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = latest.current;
    if (!current || !over) return;
    const id = String(active.id);
    const to = dropPlace(current, id, String(over.id));
    if (to && to.column !== placeOf(current, id)?.column)
      show(moveCard(current, id, to));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    let current = latest.current ?? saved;
    const to = over ? dropPlace(current, id, String(over.id)) : null;
    if (to) current = moveCard(current, id, to);
    const body = moveOf(current, id);
    const from = start.current;
    setActiveTask(null);
    start.current = null;
    if (!body || sameMove(body, from)) {
      show(null);
      return;
    }
    // The dropped arrangement stays until the optimistic data replaces it: no flash of the old one.
    show(current);
    void move(id, body, applyMove(tasks, current, id), () => show(null));
  };
  const onDragCancel = () => {
    show(null);
    setActiveTask(null);
    start.current = null;
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: instructions },
      }}
    >
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        alignItems={{ xs: "stretch", md: "flex-start" }}
        sx={{ overflowX: { md: "auto" }, pb: 2 }}
      >
        {columns.map((column) => (
          <TaskColumn
            key={column.status}
            column={column}
            members={members}
            today={today}
            canDrag={canDrag}
            onOpen={onOpen}
          />
        ))}
      </Stack>
      <DragOverlay>
        {activeTask && (
          <Card raised sx={{ overflowWrap: "anywhere" }}>
            <TaskCardBody
              task={activeTask}
              assignee={assigneeOf(activeTask, members)}
              today={today}
            />
          </Card>
        )}
      </DragOverlay>
    </DndContext>
  );
}
