import { VEHICLE_STATUS_LABELS } from "../../domain/exportLabels";
import { documentMessages } from "../../src/widgets/documents/messages";

/** English messages of the resource (resources.<name>.*), its documents included. */
export const messages = {
  name: "Vehicle |||| Vehicles",
  fields: {
    q: "Search",
    vehicleId: "Vehicle",
    licensePlate: "License plate",
    vin: "VIN",
    make: "Make",
    model: "Model",
    makeModel: "Make and model",
    year: "Year",
    capacity: "Capacity",
    wheelchairAccessible: "Wheelchair",
    stretcherCapable: "Stretcher",
    equipment: "Equipment",
    insuranceExpiresOn: "Insurance expires",
    registrationExpiresOn: "Registration expires",
    status: "Status",
    minCapacity: "Seats at least",
    expiringWithinDays: "Expiring within 30 days",
    createdAt: "Added",
    updatedAt: "Updated",
  },
  helper: {
    vin: "17 characters, printed on the registration and at the base of the windshield.",
    capacity: "Seated passengers besides the driver.",
  },
  equipment: {
    wheelchair: "Wheelchair accessible",
    stretcher: "Stretcher capable",
  },
  statuses: VEHICLE_STATUS_LABELS,
  sections: {
    details: "Details",
    equipment: "Equipment",
    compliance: "Insurance and registration",
    documents: "Documents",
  },
  empty: "No vehicles yet.",
  invite:
    "Add the fleet's vehicles with their insurance and registration, then upload their documents.",
  action: {
    setStatus: "Set status",
    documents: "Documents",
    manageDocuments: "Upload and manage documents",
    backToVehicle: "Back to the vehicle",
  },
  notifications: {
    created: "New Vehicle added.",
    updated: "Vehicle updated. |||| %{smart_count} vehicles updated.",
    deleted: "Vehicle deleted. |||| %{smart_count} vehicles deleted.",
  },
  csv: {
    yes: "Yes",
    no: "No",
  },
  documents: {
    ...documentMessages,
    title: "Documents of %{vehicle}",
    types: {
      registration: "Registration",
      insurance_card: "Insurance card",
      inspection: "Inspection",
      other: "Other",
    },
    empty: "No documents yet.",
    emptyInvite:
      "Upload the registration, insurance card and inspection report.",
    notifications: {
      created: "New Vehicle Document added.",
      deleted: "Vehicle Document deleted.",
    },
  },
};
