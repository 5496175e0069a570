/** The board's position arithmetic (server/workspaces/positions.ts): midpoints, ends, renumbering. */
import { describe, expect, it } from "vitest";
import {
  MIN_POSITION_GAP,
  needsRenumbering,
  POSITION_STEP,
  positionIn,
  renumbered,
} from "../../server/workspaces/positions";

describe("a drop's position", () => {
  it("takes the midpoint between two cards", () => {
    expect(positionIn({ lower: 1024, upper: 2048 })).toBe(1536);
    expect(positionIn({ lower: -1, upper: 0 })).toBe(-0.5);
  });

  it("goes one step past the last card, one step before the first, or first in an empty column", () => {
    expect(positionIn({ lower: 3072, upper: null })).toBe(3072 + POSITION_STEP);
    expect(positionIn({ lower: null, upper: 1024 })).toBe(0);
    expect(positionIn({ lower: null, upper: null })).toBe(POSITION_STEP);
  });

  it("asks for a renumbering once the gap is below the least gap, and only then", () => {
    const tight = { lower: 1, upper: 1 + MIN_POSITION_GAP / 2 };
    expect(needsRenumbering(tight)).toBe(true);
    expect(positionIn(tight)).toBeNull();
    expect(needsRenumbering({ lower: 5, upper: 5 })).toBe(true);
    expect(
      needsRenumbering({ lower: 1, upper: 1 + 2 * MIN_POSITION_GAP }),
    ).toBe(false);
    expect(needsRenumbering({ lower: null, upper: 1 })).toBe(false);
    expect(needsRenumbering({ lower: 1, upper: null })).toBe(false);
  });

  it("keeps thirty halvings of one gap strictly ordered before a renumbering is needed", () => {
    let upper = 2048;
    const lower = 1024;
    const seen: number[] = [];
    for (let i = 0; i < 30; i++) {
      const position = positionIn({ lower, upper });
      expect(position).not.toBeNull();
      expect(position!).toBeGreaterThan(lower);
      expect(position!).toBeLessThan(upper);
      seen.push(position!);
      upper = position!;
    }
    expect(new Set(seen).size).toBe(30);
    // 1024 / 2^30 ≈ 9.5e-7: the next halving is below the least gap.
    expect(positionIn({ lower, upper })).toBeNull();
  });
});

describe("renumbering a column", () => {
  it("spaces the cards one step apart in their order", () => {
    expect(renumbered(["a", "b", "c"])).toEqual([
      { id: "a", position: 1024 },
      { id: "b", position: 2048 },
      { id: "c", position: 3072 },
    ]);
    expect(renumbered([])).toEqual([]);
  });
});
