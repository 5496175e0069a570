import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { activitiesModule } from "../../../domain/modules/activities";
import { tripsModule } from "../../../domain/modules/trips";
import type { Activity } from "../../../domain/schemas/activity";
import { RESOURCES } from "../../../src/routes";
import { renderAdmin } from "./renderAdmin";

// The resource module loads lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const LIST = activitiesModule.name;
const TRIP_ID = "7d2c1b0a-4e5f-4a6b-9c8d-0e1f2a3b4c5d";
const USER_ID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

const buildActivity = (overrides: Partial<Activity> = {}) => ({
  activityId: "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f",
  modelType: "trip",
  modelId: TRIP_ID,
  action: "updated",
  actorUserId: USER_ID,
  actorName: "Dana Data",
  screen: "trip-form",
  changes: [
    { field: "pickUpRoomNumber", before: "12", after: "14" },
    { field: "specialInstructions", before: null, after: "Ring twice" },
  ],
  latitude: null,
  longitude: null,
  accuracy: null,
  withoutPosition: false,
  onBehalf: false,
  note: null,
  ipAddress: "203.0.113.7",
  createdAt: "2026-11-20T14:05:09.000Z",
  ...overrides,
  id: overrides.activityId ?? "9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f",
});

type Provider = Parameters<typeof renderAdmin>[0]["dataProvider"];

const mount = (at: string, getList: Provider["getList"]) =>
  renderAdmin({
    at,
    dataProvider: { getList, getMany: vi.fn().mockResolvedValue({ data: [] }) },
    role: "systemadmin",
    resources: { [LIST]: RESOURCES[LIST] },
  });

describe("ActivityList", () => {
  it("lists a record's activity newest first, with who, what, where from and a link to the record", async () => {
    const getList = vi.fn().mockResolvedValue({
      data: [
        buildActivity(),
        buildActivity({
          activityId: "0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d",
          action: "read",
          changes: [],
          screen: null,
        }),
      ],
      total: 2,
    });
    mount(`/admin/activities/trip/${TRIP_ID}`, getList);
    expect(await screen.findByText("Updated")).toBeInTheDocument();
    expect(screen.getByText("Read")).toBeInTheDocument();
    expect(screen.getByText("2 fields")).toBeInTheDocument();
    expect(screen.getAllByText("203.0.113.7")).toHaveLength(2);
    expect(screen.getAllByText("Dana Data")).toHaveLength(2);
    expect(
      screen.getAllByRole("link", { name: `Trip ${TRIP_ID.slice(0, 8)}` })[0],
    ).toHaveAttribute("href", tripsModule.paths.show(TRIP_ID));
    // The path fixes the model type and the record; the server pages and sorts.
    expect(getList).toHaveBeenCalledWith(
      LIST,
      expect.objectContaining({
        filter: { modelType: "trip", modelId: TRIP_ID },
        sort: { field: "createdAt", order: "DESC" },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    expect(screen.getByRole("button", { name: "Export" })).toBeEnabled();
  });

  it("sends the action filter to the server and says when nothing matches", async () => {
    // The user filter's picker reads users through getList too: answer per resource.
    let calls = 0;
    const getList = vi
      .fn()
      .mockImplementation((resource: string) =>
        Promise.resolve(
          resource === LIST && calls++ === 0
            ? { data: [buildActivity()], total: 1 }
            : { data: [], total: 0 },
        ),
      );
    mount("/admin/activities", getList);
    await screen.findByText("Updated");
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByRole("option", { name: "Export" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: expect.objectContaining({ action: "export" }),
        }),
      ),
    );
    expect(
      await screen.findByText("No activity matches these filters."),
    ).toBeInTheDocument();
  });
  it("labels the access record's actions and filters them by kind: a search, or the whole access record", async () => {
    let calls = 0;
    const getList = vi.fn().mockImplementation((resource: string) =>
      Promise.resolve(
        resource === LIST && calls++ === 0
          ? {
              data: [
                buildActivity({
                  activityId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
                  modelType: "patient",
                  modelId: null,
                  action: "search",
                  changes: [],
                  note: "25 rows; filters: searchTerm",
                }),
                buildActivity({
                  activityId: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                  action: "refused",
                  changes: [],
                }),
                buildActivity({
                  activityId: "3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a",
                  modelType: "invoice",
                  action: "download",
                  changes: [],
                  note: "837P claim; 6 lines, 2 trips",
                }),
              ],
              total: 3,
            }
          : { data: [], total: 0 },
      ),
    );
    mount("/admin/activities", getList);
    expect(await screen.findByText("Search")).toBeInTheDocument();
    expect(screen.getByText("Refused")).toBeInTheDocument();
    expect(screen.getByText("Download")).toBeInTheDocument();
    expect(screen.getByText("Patient · A list")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Action" }));
    await user.click(await screen.findByRole("option", { name: "Search" }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: expect.objectContaining({ action: "search" }),
        }),
      ),
    );
    await user.click(screen.getByLabelText("Access record only"));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        LIST,
        expect.objectContaining({
          filter: expect.objectContaining({ accessOnly: true }),
        }),
      ),
    );
  });
});
