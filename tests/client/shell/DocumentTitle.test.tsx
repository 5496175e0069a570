import { waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { vehiclesModule } from "../../../domain/modules/vehicles";
import { renderApp } from "../../support/AppWrapper";
import { envelope, paginate } from "../../support/mswHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { buildVehicleRow } from "../../support/rowFactories";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const VEHICLE_ID = "7a1c2e3d-4b5f-4a6b-8c7d-9e0f1a2b3c41";

/** Signs the data admin in and opens the URL, with an empty API beside the one vehicle. */
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

const titleBecomes = (title: string) =>
  waitFor(() => expect(document.title).toBe(title));

describe("the browser tab's title (resource routes from the module declaration)", () => {
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
