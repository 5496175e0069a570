/**
 * The menu check (§6): the paths a role's menu should link to with the demo's toggles, and the paths
 * the rendered menu does link to (checked once per role, in the per-role walk of xss.e2e.ts), and the
 * menu pages that walk opens.
 */
import type { Page } from "playwright-core";
import { FEATURE_CODES, FEATURES } from "../../../domain/features";
import { PENDING_ROUTES } from "../../../domain/modules/registry";
import type { FeatureState } from "../../../domain/navigation";
import { isMenuGroup, visibleMenu } from "../../../domain/navigation";
import type { RoleCode } from "../../../domain/privileges";
import { appMessages } from "../../../src/i18n/en/app";

/** The demo data set: every toggle on but the classification banner. */
const DEMO_FEATURES: FeatureState = Object.fromEntries(
  Object.values(FEATURES).map((code) => [
    code,
    code !== FEATURES.classificationBanner,
  ]),
);

export function expectedMenuPaths(role: RoleCode): string[] {
  const entries = visibleMenu({ roles: [{ roleCode: role }] }, DEMO_FEATURES);
  const paths = entries.flatMap((e) =>
    isMenuGroup(e) ? e.items.map((i) => i.path) : [e.path],
  );
  return [...new Set(paths)].sort();
}

/** Opens every collapsed group, then reads the menu's link targets. */
export async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", {
    name: appMessages.app.menu.label,
  });
  // MenuItemLink renders anchors with role="menuitem".
  const links = nav.locator("a[href]");
  await links.first().waitFor();
  for (;;) {
    const collapsed = nav.locator('[aria-expanded="false"]');
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  const hrefs = await links.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)].sort();
}

/** The role's menu pages that are built (all toggles on: gates, not data, decide). */
export function builtMenuPaths(role: RoleCode): string[] {
  const on: FeatureState = Object.fromEntries(
    FEATURE_CODES.map((c) => [c, true]),
  );
  const pending = new Set(PENDING_ROUTES.map((r) => r.path));
  return visibleMenu({ roles: [{ roleCode: role }] }, on)
    .flatMap((e) => (isMenuGroup(e) ? e.items.map((i) => i.path) : [e.path]))
    .filter((path) => !pending.has(path));
}
