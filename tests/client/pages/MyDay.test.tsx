import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HomePage } from "../../../custom-pages/home/HomePage";
import type {
  ManifestDay,
  ManifestItem,
} from "../../../domain/schemas/manifest";
import { createAppDataProvider } from "../../../providers/appDataProvider";
import { deliverForTest } from "../../../src/realtime/connection";
import { buildUserWithRole, storeSession } from "../../support/factories";
import { renderPage } from "../../support/renderWithAdmin";

const DRIVER = "7a1c2e3f-0000-4000-8000-000000000001";
const MANIFEST = "7a1c2e3f-0000-4000-8000-0000000000aa";
const tripId = (n: number) => `5b2c3d4e-0000-4000-8000-00000000000${n}`;

function item(n: number, overrides: Partial<ManifestItem> = {}): ManifestItem {
  return {
    tripId: tripId(n),
    pickUpDatetime: `2026-03-10T1${n}:30:00.000Z`,
    tripStatus: "confirmed",
    patientName: `Patient ${n}`,
    pickUpName: `Home ${n}`,
    dropOffName: `Clinic ${n}`,
    wheelchairTrip: n === 1,
    stretcherTrip: false,
    vehicleId: null,
    ...overrides,
  };
}

const published = (overrides: Partial<ManifestDay> = {}): ManifestDay => ({
  driverId: DRIVER,
  serviceDate: "2026-03-10",
  manifest: {
    manifestId: MANIFEST,
    driverId: DRIVER,
    serviceDate: "2026-03-10",
    publishedAt: "2026-03-09T20:00:00.000Z",
    acknowledgedAt: null,
    changedSinceAcknowledged: false,
  },
  items: [item(1), item(2)],
  changes: [],
  changedSinceAcknowledged: false,
  ...overrides,
});

/** What the fake API answers for /manifests/day, and the calls it received. */
const api: { day: ManifestDay; calls: { path: string; body: unknown }[] } = {
  day: published(),
  calls: [],
};
const server = setupServer(
  http.post("/api/manifests/day", async ({ request }) => {
    api.calls.push({ path: "day", body: await request.json() });
    return HttpResponse.json({ code: 200, message: "OK", data: api.day });
  }),
  http.post("/api/manifests/:id/acknowledge", ({ params }) => {
    api.calls.push({ path: `acknowledge:${String(params.id)}`, body: {} });
    api.day = published({
      manifest: {
        ...published().manifest!,
        acknowledgedAt: "2026-03-10T12:05:00.000Z",
      },
    });
    return HttpResponse.json({ code: 200, message: "OK", data: api.day });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  api.day = published();
  api.calls = [];
});
afterAll(() => server.close());

async function openAsDriver() {
  storeSession(
    buildUserWithRole("driver", { driverDetail: { driverId: DRIVER } }),
  );
  renderPage(<HomePage />, {
    at: "/",
    dataProvider: createAppDataProvider(),
  });
  return screen.findByRole("region", { name: "My day" });
}

describe("My day on a driver's home page", () => {
  it("lists the published trips in order and acknowledges the day", async () => {
    const region = await openAsDriver();
    const items = await within(region).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Patient 1");
    expect(items[0]).toHaveTextContent("Home 1 → Clinic 1");
    expect(items[0]).toHaveTextContent("Wheelchair");
    expect(items[1]).toHaveTextContent("Ambulatory");
    expect(
      within(items[0]).getByRole("link", { name: "Begin Trip" }),
    ).toHaveAttribute("href", `/trip/management/${tripId(1)}`);
    // The day asked for is the driver's own: no driverId is sent.
    expect(api.calls[0].body).toEqual({
      serviceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    await userEvent.click(
      within(region).getByRole("button", { name: "Acknowledge" }),
    );
    expect(await within(region).findByText(/Acknowledged at/)).toBeVisible();
    expect(api.calls.map((c) => c.path)).toContain(`acknowledge:${MANIFEST}`);
    expect(
      within(region).queryByRole("button", { name: "Acknowledge" }),
    ).not.toBeInTheDocument();
  });

  it("marks new and changed trips and strikes through removed ones", async () => {
    api.day = published({
      manifest: {
        ...published().manifest!,
        acknowledgedAt: "2026-03-10T12:05:00.000Z",
        changedSinceAcknowledged: true,
      },
      changedSinceAcknowledged: true,
      changes: [
        { tripId: tripId(1), kind: "added", fields: [], before: null },
        {
          tripId: tripId(2),
          kind: "changed",
          fields: ["pickUpDatetime"],
          before: item(2),
        },
        {
          tripId: tripId(3),
          kind: "removed",
          fields: [],
          before: item(3, { patientName: "Gone Patient" }),
        },
      ],
    });
    const region = await openAsDriver();
    const items = await within(region).findAllByRole("listitem");
    expect(within(items[0]).getByText("New")).toBeInTheDocument();
    expect(within(items[1]).getByText("Changed: time")).toBeInTheDocument();
    expect(within(region).getByText(/Gone Patient/)).toHaveStyle({
      textDecoration: "line-through",
    });
    // Changed since acknowledged: the driver acknowledges again.
    expect(
      within(region).getByRole("button", { name: "Acknowledge" }),
    ).toBeInTheDocument();
  });

  it("says so when dispatch has not published the day, and shows a trip assigned later without a reload", async () => {
    api.day = { ...published(), manifest: null, items: [] };
    const region = await openAsDriver();
    expect(
      await within(region).findByText(
        "Dispatch has not published this day yet.",
      ),
    ).toBeInTheDocument();
    api.day = published();
    act(() => deliverForTest({ topic: "manifests", ids: [MANIFEST] }));
    await waitFor(() =>
      expect(within(region).getAllByRole("listitem")).toHaveLength(2),
    );
  });

  it("moves between days", async () => {
    const region = await openAsDriver();
    await within(region).findAllByRole("listitem");
    const first = (api.calls[0].body as { serviceDate: string }).serviceDate;
    await userEvent.click(
      within(region).getByRole("button", { name: "Next day" }),
    );
    await waitFor(() =>
      expect(api.calls.map((c) => c.body)).toContainEqual({
        serviceDate: expect.not.stringMatching(first),
      }),
    );
  });
});
