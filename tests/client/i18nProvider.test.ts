import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "../../domain/errors";
import { CLASSIFICATION_BANNER_TEXT } from "../../domain/features";
import { isMenuGroup, MENU } from "../../domain/navigation";
import { i18nProvider } from "../../src/i18n/i18nProvider";
import {
  PENDING_PUBLIC_ROUTES,
  PENDING_ROUTES,
} from "../../src/routing/pendingRoutes";

const t = (key: string, options?: Record<string, unknown>) =>
  i18nProvider.translate(key, options);
const menuKeys = MENU.flatMap((e) =>
  isMenuGroup(e) ? [e.key, ...e.items.map((i) => i.key)] : [e.key],
);

describe("i18nProvider (English)", () => {
  it.each(menuKeys)("labels the menu key %s", (key) => {
    const label = t(`app.menu.${key}`);
    expect(label).not.toBe(`app.menu.${key}`);
    expect(label.length).toBeGreaterThan(0);
  });

  it("keeps react-admin's own messages", () => {
    expect(t("ra.action.save")).toBe("Save");
    expect(t("ra.navigation.next")).toBe("Go to next page");
  });

  it("merges the pages and resources catalogues", () => {
    expect(t("pages.common.signIn")).not.toBe("pages.common.signIn");
    expect(
      t("resources.admin/features.name", { smart_count: 2 }),
    ).not.toContain("resources.");
  });

  it("uses the spec's strings word for word", () => {
    expect(t("app.banner.classification")).toBe(CLASSIFICATION_BANNER_TEXT);
    expect(t("app.forbidden.title")).toBe(ERROR_CATALOGUE[403].title);
    expect(t("app.forbidden.text")).toBe(ERROR_CATALOGUE[403].message);
    expect(t("app.notYetAvailable.text")).toBe(
      "This module is not available yet.",
    );
  });

  it("titles every not-yet-available route", () => {
    for (const { titleKey } of [...PENDING_ROUTES, ...PENDING_PUBLIC_ROUTES]) {
      expect(t(titleKey)).not.toBe(titleKey);
    }
  });

  it("pluralises relative times and falls back to the key when a message is missing", () => {
    expect(t("app.widgets.relativeTime.days", { smart_count: 1 })).toBe(
      "1 day ago",
    );
    expect(t("app.widgets.relativeTime.days", { smart_count: 3 })).toBe(
      "3 days ago",
    );
    expect(t("app.no.such.key")).toBe("app.no.such.key");
    expect(t("app.no.such.key", { _: "Default" })).toBe("Default");
  });
});
