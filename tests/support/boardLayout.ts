/**
 * jsdom lays nothing out, so dnd-kit's keyboard moves (sortableKeyboardCoordinates) find no card
 * below or beside another. This gives the task board a layout from its DOM: columns 300 px apart,
 * cards 70 px apart in their column's order, and dnd-kit's drag overlay (and its only child, which
 * dnd-kit measures) where the overlay's style puts it.
 */
import { vi } from "vitest";

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON: () => ({}),
  }) as DOMRect;

const translation = (transform: string) => {
  const match = /translate3d\(([-\d.]+)px, ([-\d.]+)px/.exec(transform);
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
};

function layout(element: Element): DOMRect {
  const columns = [...document.querySelectorAll("[data-board-column]")];
  const column = element.closest("[data-board-column]");
  if (element.hasAttribute("data-board-column"))
    return rect(columns.indexOf(element) * 300, 0, 280, 800);
  if (element.hasAttribute("data-task-card") && column) {
    const cards = [...column.querySelectorAll("[data-task-card]")];
    return rect(
      columns.indexOf(column) * 300 + 10,
      60 + cards.indexOf(element) * 70,
      260,
      60,
    );
  }
  // dnd-kit measures the overlay's only child: its place is the fixed wrapper's.
  const fixed = [element, element.parentElement].find(
    (e) => (e as HTMLElement | null)?.style?.position === "fixed",
  );
  const style = (fixed as HTMLElement | undefined)?.style;
  if (style?.width) {
    const [x, y] = translation(style.transform);
    return rect(
      parseFloat(style.left) + x,
      parseFloat(style.top) + y,
      parseFloat(style.width),
      parseFloat(style.height),
    );
  }
  return rect(0, 0, 0, 0);
}

/** Installs the layout for the rest of the test (restored by vi.restoreAllMocks). */
export function layOutBoard(): void {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(
    function (this: Element) {
      return layout(this);
    },
  );
}
