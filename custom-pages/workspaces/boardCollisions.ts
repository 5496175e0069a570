import type { CollisionDetection } from "@dnd-kit/core";
import {
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
} from "@dnd-kit/core";
import type { BoardColumn } from "./boardModel";
import { statusOfColumnId } from "./boardModel";

/**
 * What the dragged card is over (dnd-kit's multiple-containers recipe): what the pointer is in, else
 * what the card's rectangle overlaps most (the keyboard has no pointer). A column counts only where
 * it has no card near: over a column with cards, the nearest of them is the target. Corner distances
 * alone would let a tall column lose to a card of the column the card is leaving.
 */
export function boardCollisions(
  columns: readonly BoardColumn[],
): CollisionDetection {
  return (args) => {
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    const first = getFirstCollision(hits, "id");
    if (first == null) return [];
    const status = statusOfColumnId(String(first));
    if (!status) return [{ id: first }];
    const ids = new Set(
      columns.find((c) => c.status === status)?.tasks.map((t) => t.taskId) ??
        [],
    );
    const cards = args.droppableContainers.filter((c) => ids.has(String(c.id)));
    if (cards.length === 0) return [{ id: first }];
    return closestCenter({ ...args, droppableContainers: cards });
  };
}
