/**
 * Issue 22: a standing order opens from its list (the row and an Edit button), is paused from its
 * row, and the patient's page lists the patient's orders with the same two actions.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { patientsModule } from "../../../domain/modules/patients";
import type { StandingOrder } from "../../../domain/schemas/standingOrder";
import { RESOURCES } from "../../../src/routes";
import { buildPatientRow } from "../../support/rowFactories";
import { renderAdmin } from "./renderAdmin";

// The resource modules load lazily, as in the app: allow for a busy test runner.
configure({ asyncUtilTimeout: 5000 });

const T = "admin/transport";
const SO = "standing-orders";
const PATIENT = "6a1d9b4f-2c3d-4e5f-8a6b-1c2d3e4f5a61";
const ORDER = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const PLACE = {
  name: "Home",
  line1: "12 Elm Street",
  line2: null,
  city: "Columbus",
  state: "OH",
  postalCode: "43215",
  latitude: null,
  longitude: null,
};
const order = {
  id: ORDER,
  _id: ORDER,
  standingOrderId: ORDER,
  patientId: PATIENT,
  patientName: "Patient Paul",
  weekdays: [1, 3, 5],
  startDate: "2026-03-02",
  endDate: null,
  pickUpTime: "06:30",
  returnPickUpTime: "11:00",
  tripPurpose: "dialysis",
  bookingType: "facility",
  payorType: "facility",
  wheelchairTrip: false,
  stretcherTrip: false,
  pickUpAddress: PLACE,
  dropOffAddress: { ...PLACE, name: "Mercy Dialysis" },
  pickUpRoomNumber: null,
  dropOffRoomNumber: null,
  facilityId: null,
  insuranceProviderId: null,
  insurancePolicyId: null,
  attendantCount: 0,
  guestCount: 0,
  oxygen: false,
  serviceLevel: "door-to-door",
  specialInstructions: null,
  preferredDriverId: null,
  preferredVehicleId: null,
  generatedThrough: "2026-03-16",
  pauses: [],
  createdAt: "2026-03-01T10:00:00.000Z",
} as unknown as StandingOrder & { id: string };

function mount(at: string) {
  const getList = vi
    .fn()
    .mockImplementation((resource: string) =>
      Promise.resolve(
        resource === SO ? { data: [order], total: 1 } : { data: [], total: 0 },
      ),
    );
  const getOne = vi
    .fn()
    .mockImplementation((resource: string) =>
      Promise.resolve({
        data:
          resource === SO
            ? order
            : buildPatientRow({ id: PATIENT, firstName: "Paul", lastName: "Patient" }),
      }),
    ); // prettier-ignore
  renderAdmin({
    at,
    role: "dataadmin",
    dataProvider: { getList, getOne, getMany: vi.fn().mockResolvedValue({ data: [] }) },
    resources: {
      [SO]: RESOURCES[SO],
      [`${T}/patients`]: RESOURCES[`${T}/patients`],
    },
  }); // prettier-ignore
  return { getList, getOne, user: userEvent.setup() };
}

describe("standing orders from the list and the patient's page", () => {
  it("a row opens the order; its Edit and Pause buttons are on the row", async () => {
    const { getOne, user } = mount("/standing-orders");
    const row = (await screen.findByText("Patient Paul")).closest("tr")!;
    expect(within(row).getByText("Ambulatory")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/standing-order/upsert/${ORDER}`,
    );
    await user.click(within(row).getByRole("button", { name: "Pause" }));
    expect(
      await screen.findByRole("dialog", { name: "Pause this standing order" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(getOne).not.toHaveBeenCalled();
    await user.click(within(row).getByText("Patient Paul"));
    await waitFor(() =>
      expect(getOne).toHaveBeenCalledWith(SO, expect.objectContaining({ id: ORDER })),
    ); // prettier-ignore
  });

  it("the patient's page lists their standing orders with Edit and Pause", async () => {
    const { getList, user } = mount(patientsModule.paths.show(PATIENT));
    const section = within(
      await screen.findByRole("region", { name: "Standing orders" }),
    );
    expect(await section.findByText(/Mon, Wed, Fri/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      SO,
      expect.objectContaining({ filter: { patientId: PATIENT } }),
    );
    expect(section.getByRole("link", { name: "Edit" })).toHaveAttribute(
      "href",
      `/standing-order/upsert/${ORDER}`,
    );
    await user.click(section.getByRole("button", { name: "Pause" }));
    expect(
      await screen.findByRole("dialog", { name: "Pause this standing order" }),
    ).toBeInTheDocument();
  });

  it("the order's form offers Ambulatory, Wheelchair, Stretcher and who pays, as a trip's", async () => {
    const { user } = mount("/standing-order/create");
    const mobility = within(
      await screen.findByRole("radiogroup", { name: "Mobility" }),
    );
    expect(mobility.getByRole("radio", { name: "Wheelchair" })).toBeChecked();
    await user.click(mobility.getByRole("radio", { name: "Ambulatory" }));
    expect(mobility.getByRole("radio", { name: "Ambulatory" })).toBeChecked();
    expect(
      screen.getByRole("heading", { name: "Who pays" }),
    ).toBeInTheDocument();
    const billing = screen;
    expect(
      billing.getByRole("combobox", { name: "Booking type" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("combobox", { name: "Insurance provider" }),
    ).toBeNull();
    await user.click(billing.getByRole("combobox", { name: "Payor" }));
    await user.click(await screen.findByRole("option", { name: "Insurance" }));
    expect(
      await billing.findByRole("combobox", { name: "Insurance provider" }),
    ).toBeInTheDocument();
    expect(
      billing.getByRole("textbox", { name: "Policy number" }),
    ).toBeInTheDocument();
  });
});
