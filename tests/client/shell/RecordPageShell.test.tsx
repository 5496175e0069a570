/**
 * What the shell derives from the module declarations on a record page: the browser tab's title and
 * the menu entry of the page's section (its module's recordBase).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { driversModule } from "../../../domain/modules/drivers";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import { renderApp } from "../../support/AppWrapper";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { buildVehicleRow } from "../../support/rowFactories";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const VEHICLE_ID = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";

/**
 * Signs the data admin in and opens the URL. The record pages' own calls answer with the one
 * vehicle, and empty pages for whatever they list beside it.
 */
function openAt(url: string) {
  enableAllFeatures(fake.api);
  signInAs(fake.api, "dataadmin");
  start();
  server.use(
    http.get("/api/vehicles/:id", () =>
      envelope(buildVehicleRow({ vehicleId: VEHICLE_ID })),
    ),
    http.post("/api/*/search", () => HttpResponse.json(paginate([], {}))),
  );
  renderApp(url);
}

describe("the browser tab's title (resource routes from the module declaration)", () => {
  // The page's chunk loads lazily: on a busy machine that takes longer than waitFor's default second.
  const titleBecomes = (title: string) =>
    waitFor(() => expect(document.title).toBe(title), { timeout: 5_000 });

  // jsdom keeps one document for the file: start every test from index.html's title.
  beforeEach(() => {
    document.title = "NEMT Portal";
  });

  it("a list is titled with the module's plural name", async () => {
    openAt(vehiclesModule.paths.list);
    await titleBecomes("Vehicles · NEMT Portal");
  });

  it("a create page says what it creates", async () => {
    openAt(vehiclesModule.paths.create);
    await titleBecomes("Create Vehicle · NEMT Portal");
  });

  it("an edit page and a record page carry the singular name", async () => {
    openAt(vehiclesModule.paths.edit(VEHICLE_ID));
    await titleBecomes("Vehicle · NEMT Portal");
  });

  it("a custom page is titled with its own title", async () => {
    openAt("/");
    await titleBecomes("Home · NEMT Portal");
  });
});

describe("the menu highlights the section of a record page (recordBase)", () => {
  /** The menu once the Transport Admin group shows. */
  async function menuAt(url: string) {
    openAt(url);
    return screen.findByRole("navigation", { name: "Main menu" });
  }

  const entry = async (nav: HTMLElement, name: string) =>
    within(nav).findByRole("menuitem", { name });

  it("a vehicle's page highlights Vehicles, and only Vehicles", async () => {
    const nav = await menuAt(vehiclesModule.paths.show(VEHICLE_ID));
    const vehicles = await entry(nav, "Vehicles");
    expect(vehicles).toHaveClass("RaMenuItemLink-active");
    expect(vehicles).toHaveAttribute("aria-current", "page");
    expect(await entry(nav, "Drivers")).not.toHaveClass(
      "RaMenuItemLink-active",
    );
  });

  it("the driver create page highlights Drivers", async () => {
    const nav = await menuAt(driversModule.paths.create);
    const drivers = await entry(nav, "Drivers");
    expect(drivers).toHaveClass("RaMenuItemLink-active");
    expect(drivers).toHaveAttribute("aria-current", "page");
    expect(await entry(nav, "Vehicles")).not.toHaveClass(
      "RaMenuItemLink-active",
    );
  });

  it("the list itself stays highlighted as before", async () => {
    const nav = await menuAt(vehiclesModule.paths.list);
    expect(await entry(nav, "Vehicles")).toHaveClass("RaMenuItemLink-active");
  });
});
