/**
 * No menu entry leads to a refusal (issue 8): for every role, with every feature on, each entry of
 * the visible menu is a path the route guards allow.
 */
import { describe, expect, it } from "vitest";
import { FEATURE_CODES } from "../../domain/features";
import type { FeatureState } from "../../domain/navigation";
import { isMenuGroup, visibleMenu } from "../../domain/navigation";
import { ROLE_CODES } from "../../domain/privileges";
import { pathAccess } from "../../domain/routeAccess";

const ALL_ON: FeatureState = Object.fromEntries(
  FEATURE_CODES.map((c) => [c, true]),
);

describe("every role's menu", () => {
  it.each(ROLE_CODES)("leads a %s only to allowed paths", (role) => {
    const user = { roles: [{ roleCode: role }] };
    const paths = visibleMenu(user, ALL_ON).flatMap((e) =>
      isMenuGroup(e) ? e.items.map((i) => i.path) : [e.path],
    );
    expect(paths.length).toBeGreaterThan(0);
    const refused = paths
      .map((path) => ({ path, access: pathAccess(user, path, ALL_ON) }))
      .filter((p) => p.access !== "allowed");
    expect(refused).toEqual([]);
  });
});
