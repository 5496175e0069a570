import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { driversModule } from "../../../domain/modules/drivers";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import { renderApp } from "../../support/AppWrapper";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { buildVehicleRow } from "../../support/rowFactories";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const VEHICLE_ID = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";

/** Signs the data admin in at the URL and returns the menu once the Transport Admin group shows. */
async function menuAt(url: string) {
  enableAllFeatures(fake.api);
  signInAs(fake.api, "dataadmin");
  start();
  // The record pages' own calls: the vehicle, and empty pages for whatever they list beside it.
  server.use(
    http.get("/api/vehicles/:id", () =>
      envelope(buildVehicleRow({ vehicleId: VEHICLE_ID })),
    ),
    http.post("/api/*/search", () => HttpResponse.json(paginate([], {}))),
  );
  renderApp(url);
  const nav = await screen.findByRole("navigation", { name: "Main menu" });
  return nav;
}

const entry = async (nav: HTMLElement, name: string) =>
  within(nav).findByRole("menuitem", { name });

describe("the menu highlights the section of a record page (recordBase)", () => {
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
