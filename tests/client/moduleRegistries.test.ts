/**
 * Modules register themselves (issue 23): a module's custom pages, their paths and messages, and its
 * data-provider methods are found from its declaration and its own folders, with no line in
 * src/routes.tsx, src/paths.ts or providers/appDataProvider.ts. Dispatch and billing are the proof.
 */
import { describe, expect, it } from "vitest";
import { messages as checkoutMessages } from "../../custom-pages/checkout/messages";
import { messages as dispatchMessages } from "../../custom-pages/dispatch/messages";
import { analyticsModule } from "../../domain/modules/analytics";
import { checkoutModule, CHECKOUT_PATHS } from "../../domain/modules/checkout";
import { pagePath } from "../../domain/modules/defineModule";
import { dispatchModule } from "../../domain/modules/dispatch";
import { MODULE_PAGES, PENDING_ROUTES } from "../../domain/modules/registry";
import { servicesModule } from "../../domain/modules/services";
import { supportModule } from "../../domain/modules/support";
import {
  buildModuleMethods,
  createAppDataProvider,
} from "../../providers/appDataProvider";
import type { ApiRequest } from "../../providers/httpClient";
import { i18nProvider } from "../../src/i18n/i18nProvider";
import {
  MODULE_APP_ROUTES,
  MODULE_PUBLIC_ROUTES,
  pageComponent,
} from "../../src/routing/modulePages";
import { APP_ROUTES, PUBLIC_ROUTES } from "../../src/routes";
import { stubClient } from "../support/stubHttpClient";

const API = "http://api.test/api";
const paths = (routes: readonly { path: string }[]) =>
  routes.map((r) => r.path);

describe("custom pages from the module declarations", () => {
  it("finds dispatch's board and the checkout's two public pages, with their folders", () => {
    expect(MODULE_PAGES).toEqual(
      expect.arrayContaining([
        {
          path: "/trips/dispatch",
          component: "DispatchBoardPage",
          folder: "dispatch",
          module: dispatchModule.name,
        },
        {
          path: "/checkout/success",
          component: "CheckoutSuccessPage",
          folder: "checkout",
          module: checkoutModule.name,
          public: true,
        },
        {
          path: "/checkout/:paymentId",
          component: "CheckoutPage",
          folder: "checkout",
          module: checkoutModule.name,
          public: true,
        },
      ]),
    );
  });

  it("mounts the board inside the layout and the checkout outside it, at their declared paths", () => {
    expect(paths(MODULE_APP_ROUTES)).toContain(dispatchModule.pages.board.path);
    expect(paths(MODULE_PUBLIC_ROUTES)).toEqual(
      expect.arrayContaining(["/checkout/success", "/checkout/:paymentId"]),
    );
    expect(paths(MODULE_PUBLIC_ROUTES)).not.toContain("/trips/dispatch");
    // The app's route lists (src/routes.tsx, read by App.tsx) hold them without naming them.
    expect(paths(APP_ROUTES)).toContain("/trips/dispatch");
    expect(paths(PUBLIC_ROUTES)).toEqual(
      expect.arrayContaining(["/checkout/success", "/checkout/:paymentId"]),
    );
  });

  it("loads each declared page from its module's folder, as its own lazy component", () => {
    for (const page of MODULE_PAGES)
      expect(pageComponent(page).displayName).toBe(`Lazy(${page.component})`);
  });

  it("names each page file after its export, whose static path is the declared one", async () => {
    for (const page of MODULE_PAGES) {
      const file: Record<string, { path?: string }> = await import(
        `../../custom-pages/${page.folder}/${page.component}.tsx`
      );
      expect(file[page.component]?.path).toBe(page.path);
    }
  });

  it("refuses a declared page whose file is missing", () => {
    expect(() =>
      pageComponent({ folder: "dispatch", component: "NoSuchPage" }),
    ).toThrow("custom-pages/dispatch/NoSuchPage.tsx is missing");
    expect(() =>
      pageComponent({ folder: "dispatch", component: "DispatchBoardPage" }, {}),
    ).toThrow("is missing");
  });

  it("reads each module's page messages from its folder, under pages.<pagesFolder>", () => {
    const t = (key: string) => i18nProvider.translate(key);
    expect(t("pages.dispatch.title")).toBe(dispatchMessages.title);
    expect(t("pages.dispatch.title")).toBe("Dispatch Board");
    expect(t("pages.checkout.title")).toBe(checkoutMessages.title);
  });

  it("fills a page's path parameters, encoded, for links", () => {
    expect(CHECKOUT_PATHS.payment("a/b c")).toBe("/checkout/a%2Fb%20c");
    expect(
      pagePath("/support/request/:supportRequestId", { supportRequestId: 7 }),
    ).toBe("/support/request/7");
  });

  it("mounts every module's pages, none of them pending any more", () => {
    // Issue 29 built the last pending module (analytics): no route shows "not available yet".
    expect(PENDING_ROUTES).toEqual([]);
    expect(servicesModule.pages.user.path).toBe("/service/users/:id/:orgId");
    const pages = MODULE_PAGES.map((p) => p.path);
    for (const path of [
      analyticsModule.pages.dashboard.path,
      analyticsModule.pages.report.path,
      servicesModule.pages.organization.path,
      servicesModule.pages.user.path,
      supportModule.pages.request.path,
    ])
      expect(pages).toContain(path);
  });
});

describe("data-provider methods from providers/moduleMethods.ts", () => {
  it("gives dispatch's manifest calls, built from the module's api.prefix", async () => {
    const { client, calls } = stubClient({ data: [] });
    await createAppDataProvider(API, client).searchManifests("2026-03-02");
    expect(calls[0].url).toBe(`${API}/manifests/search`);
    expect(calls[0].options).toMatchObject({
      method: "POST",
      body: { serviceDate: "2026-03-02" },
    });
  });

  it("gives billing's invoice and payment calls under their prefixes", async () => {
    const { client, calls } = stubClient({ data: {} });
    const provider = createAppDataProvider(API, client);
    await provider.voidInvoice("inv-1", "duplicate");
    await provider.refundPayment("pay/1");
    await provider.checkoutLink("trip-1");
    expect(calls.map((c) => c.url)).toEqual([
      `${API}/invoices/inv-1/void`,
      `${API}/payment-records/pay%2F1/refund`,
      `${API}/payment-records/checkout-link`,
    ]);
  });

  it("refuses two modules defining the same method", () => {
    const noop: ApiRequest = async () => undefined as never;
    const one = () => ({ publish: () => 1 });
    expect(() => buildModuleMethods(API, noop, { one, two: one })).toThrow(
      "two: the method publish is defined twice",
    );
    expect(Object.keys(buildModuleMethods(API, noop, { one }))).toEqual([
      "publish",
    ]);
  });
});
