import { PAGE_BUTTONS } from "../../domain/constants";

/**
 * The page numbers shown as buttons (§2 "up to 5 page-number buttons in a window"): a window of
 * at most `size` pages around the current one, slid inwards at either end so it stays full.
 * Pages are 1-based; no pages → no buttons.
 */
export function pageWindow(
  current: number,
  totalPages: number,
  size: number = PAGE_BUTTONS,
): number[] {
  if (totalPages < 1 || size < 1) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const ideal = page - Math.floor((count - 1) / 2);
  const start = Math.min(Math.max(ideal, 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
