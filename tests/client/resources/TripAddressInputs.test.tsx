/**
 * The booking form's address inputs (journey walk, issue 21): typing a new street over a patient's
 * stored address must not keep that address's line 2 or coordinates.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Form } from "react-admin";
import { useWatch } from "react-hook-form";
import { TripAddressInputs } from "../../../resources/trips/TripAddressInputs";
import { fromPatientAddress } from "../../../resources/trips/tripFormModel";
import { staleAfterStreetEdit } from "../../../resources/trips/storedAddressEdit";
import { renderWithAdmin } from "../../support/renderWithAdmin";

const CARE_HOME = {
  label: "Care home",
  line1: "455 Riverside Dr",
  line2: "Apt 29",
  city: "Dayton",
  state: "OH",
  postalCode: "45402",
  latitude: 39.76,
  longitude: -84.19,
};
const DAY_PROGRAM = {
  label: "Day program",
  line1: "12 Main St",
  line2: null,
  city: "Dayton",
  state: "OH",
  postalCode: "45402",
  latitude: null,
  longitude: null,
};

vi.mock("../../../resources/trips/TripPatientInput", () => ({
  useChosenPatient: () => ({ addresses: [CARE_HOME, DAY_PROGRAM] }),
}));

function Coordinates() {
  const address = useWatch({ name: "pickUpAddress" }) as {
    latitude: number | null;
    longitude: number | null;
  };
  return (
    <output data-testid="coordinates">
      {`${String(address.latitude)},${String(address.longitude)}`}
    </output>
  );
}

const open = () => {
  renderWithAdmin(
    <Form
      record={{ pickUpAddress: fromPatientAddress(CARE_HOME) }}
      onSubmit={() => {}}
    >
      <TripAddressInputs
        source="pickUpAddress"
        title="Pick-up"
        roomSource="pickUpRoomNumber"
      />
      <Coordinates />
    </Form>,
  );
  return within(screen.getByRole("group", { name: "Pick-up" }));
};

describe("TripAddressInputs: a street typed over a stored address", () => {
  it("clears the stored line 2 and coordinates, keeping city, state and ZIP", async () => {
    const group = open();
    const user = userEvent.setup();
    const street = group.getByLabelText("Address line 1");
    expect(group.getByLabelText("Address line 2")).toHaveValue("Apt 29");
    await user.clear(street);
    await user.type(street, "1 Oak Ave");
    expect(street).toHaveValue("1 Oak Ave");
    expect(group.getByLabelText("Address line 2")).toHaveValue("");
    expect(screen.getByTestId("coordinates")).toHaveTextContent("null,null");
    expect(group.getByLabelText("City")).toHaveValue("Dayton");
  });

  it("keeps a line 2 the user retyped before changing the street", async () => {
    const group = open();
    const user = userEvent.setup();
    const line2 = group.getByLabelText("Address line 2");
    await user.clear(line2);
    await user.type(line2, "Suite 4");
    await user.type(group.getByLabelText("Address line 1"), "0");
    expect(line2).toHaveValue("Suite 4");
    expect(screen.getByTestId("coordinates")).toHaveTextContent("null,null");
  });
});

describe("staleAfterStreetEdit", () => {
  const filled = fromPatientAddress(CARE_HOME);
  it("clears nothing for an address that came from no stored one", () => {
    expect(
      staleAfterStreetEdit("9 Elm St", { ...filled, line1: "9 Elm Str" }, [
        CARE_HOME,
      ]),
    ).toEqual({});
  });
  it("clears nothing while the street is unchanged", () => {
    expect(staleAfterStreetEdit(filled.line1, filled, [CARE_HOME])).toEqual({});
  });
  it("picking another stored address replaces line 2 and the coordinates", () => {
    expect(fromPatientAddress(DAY_PROGRAM)).toMatchObject({
      line2: "",
      latitude: null,
      longitude: null,
    });
  });
});
