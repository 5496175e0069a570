/** English messages of the patients admin (resources.admin/transport/patients.*). */
export const messages = {
  name: "Patient |||| Patients",
  fields: {
    name: "Name",
    firstName: "First name",
    lastName: "Last name",
    dateOfBirth: "Date of birth",
    phone: "Phone",
    email: "Email",
    // "addresses" holds the labels of one address's inputs, so the list itself has its own key.
    addressList: "Addresses",
    addresses: {
      label: "Label",
      line1: "Address line 1",
      line2: "Address line 2",
      city: "City",
      state: "State",
      postalCode: "ZIP code",
    },
    primaryAddress: "Address",
    mobility: "Mobility needs",
    wheelchair: "Wheelchair",
    stretcher: "Stretcher",
    insuranceProviderId: "Insurance provider",
    insurancePolicyId: "Policy number",
    facilityId: "Facility",
    notes: "Notes",
    createdAt: "Added",
    q: "Search",
  },
  sections: {
    details: "Patient",
    addresses: "Addresses",
    mobility: "Mobility needs",
    insurance: "Insurance",
    facility: "Facility",
  },
  helpers: {
    addressLabel: "Home, Day program, Dialysis…",
    ownFacility: "Patients you add belong to your facility.",
    noFacility: "No facility: only transport staff see this patient.",
  },
  values: {
    yes: "Yes",
    no: "No",
    none: "None",
  },
  export: {
    addresses: "Addresses",
  },
  empty: "No patients yet.",
  invite: "Add a patient to book trips for them.",
  notifications: {
    created: "New Patient added.",
    updated: "Patient updated.",
    deleted: "Patient deleted. |||| %{smart_count} patients deleted.",
  },
};
