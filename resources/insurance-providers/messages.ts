/** English messages of the resource (resources.<name>.*). */
export const messages = {
  name: "Insurance Provider |||| Insurance Providers",
  fields: {
    q: "Search",
    name: "Name",
    payerId: "Payer ID",
    phone: "Phone",
    email: "Email",
    address: "Address",
    addressLine1: "Address line 1",
    addressLine2: "Address line 2",
    city: "City",
    state: "State",
    postalCode: "ZIP code",
    active: "Active",
    createdAt: "Added",
  },
  sections: {
    details: "Details",
    address: "Claims address",
  },
  action: {
    activate: "Mark active",
    deactivate: "Mark inactive",
  },
  empty: "No insurance providers yet.",
  invite: "Add the payers your patients are insured with.",
  notifications: {
    created: "New Insurance Provider added.",
    updated:
      "Insurance Provider updated. |||| %{smart_count} insurance providers updated.",
    deleted:
      "Insurance Provider deleted. |||| %{smart_count} insurance providers deleted.",
  },
};
