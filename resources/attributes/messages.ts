/**
 * English messages of the attributes admin (resources.admin/attributes.*), and the words the
 * records' attribute widgets share (`record.*`, src/widgets/attributes): read eagerly for everyone.
 */
export const messages = {
  name: "Attribute |||| Attributes",
  fields: {
    name: "Name",
    code: "Code",
    entityType: "Record type",
    dataType: "Type",
    description: "Description",
    required: "Required",
    active: "Active",
    position: "Position",
    choices: "Values",
  },
  entityTypes: {
    patient: "Patient",
    trip: "Trip",
    vehicle: "Vehicle",
    driver: "Driver",
    facility: "Facility",
  },
  dataTypes: {
    text: "Text",
    number: "Number",
    date: "Date",
    boolean: "Yes/no",
    choice: "Choice",
  },
  helpers: {
    code: "Lower-case letters, digits and dashes; unique per record type.",
    fixed: "The record type and type cannot change once the attribute exists.",
  },
  empty: "No attributes yet.",
  invite:
    "Create one to add a field to patients, trips, vehicles, drivers or facilities.",
  action: {
    values: "Values",
  },
  values: {
    title: "Values of %{name}",
    back: "Back to the attribute",
    notChoice: "Only a choice attribute has values.",
    empty: "No values yet.",
    add: "Add a value",
    edit: "Edit",
    addTitle: "New value",
    editTitle: "Edit value",
    retire: "Retire %{label}",
    restore: "Restore %{label}",
    retired: "Retired",
    fields: {
      value: "Value",
      label: "Label",
      position: "Position",
      active: "Active",
    },
    notifications: {
      created: "Value added.",
      updated: "Value updated.",
    },
  },
  record: {
    section: "Additional details",
    yes: "Yes",
    no: "No",
    retired: "retired",
    retiredAttribute: "Retired attribute",
  },
  notifications: {
    created: "New Attribute created.",
    updated: "Attribute updated.",
    deleted: "Attribute deleted.",
  },
};
