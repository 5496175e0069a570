/**
 * A task's place in its board column (issue 24): a number between its neighbours'. A drop takes the
 * midpoint of the gap it lands in, so it writes one row; only when repeated drops into one gap have
 * halved it below what a double keeps apart is the column renumbered, one step apart again.
 * Pure: server/workspaces/taskMove.ts reads and locks the rows, this file does the arithmetic.
 */

/** The distance between neighbours after a renumbering, and a new card's distance from the last. */
export const POSITION_STEP = 1024;

/**
 * Below this gap the column is renumbered. A double near 1024·n still resolves far smaller steps,
 * but columns of thousands of cards after fifty halvings must not run into its rounding.
 */
export const MIN_POSITION_GAP = 1e-6;

/** The positions around the drop: the card above (lower) and the card below (upper), null at an end. */
export interface Gap {
  lower: number | null;
  upper: number | null;
}

/** Whether the gap is too small to take another card (and the column must be renumbered first). */
export function needsRenumbering({ lower, upper }: Gap): boolean {
  return lower !== null && upper !== null && upper - lower < MIN_POSITION_GAP;
}

/**
 * The position of a card dropped into the gap: the midpoint between two cards, one step past the
 * last card, one step before the first, or the first step in an empty column; null when the gap
 * needs renumbering first.
 */
export function positionIn(gap: Gap): number | null {
  const { lower, upper } = gap;
  if (needsRenumbering(gap)) return null;
  if (lower !== null && upper !== null) return lower + (upper - lower) / 2;
  if (lower !== null) return lower + POSITION_STEP;
  if (upper !== null) return upper - POSITION_STEP;
  return POSITION_STEP;
}

/** A column's cards in their order, renumbered one step apart from the first step. */
export function renumbered(
  orderedIds: readonly string[],
): { id: string; position: number }[] {
  return orderedIds.map((id, index) => ({
    id,
    position: (index + 1) * POSITION_STEP,
  }));
}
