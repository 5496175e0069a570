/** English messages of Payment Records (resources.admin/transport/payment-records.*), §2 word for word. */
export const messages = {
  name: "Payment Record |||| Payment Records",
  title: "Payment Records",
  fields: {
    q: "Search",
    startDate: "Start Date",
    endDate: "End Date",
    equipment: "Trip Equipment",
    requesterName: "Requesting User",
    patientName: "Patient",
    timeAndAddresses: "Time and Addresses",
    createdAt: "Requested On",
    totalCost: "Total Cost",
    tripStatus: "Status",
    paid: "Paid?",
    amountPaid: "Amount Paid",
    actions: "Actions",
  },
  equipment: {
    any: "Any",
    wheelchair: "Wheelchair",
    stretcher: "Stretcher",
  },
  values: {
    patientNotFound: "<Patient not found>",
    none: "—",
  },
  results: "%{smart_count} result |||| %{smart_count} results",
  action: {
    reset: "Reset",
  },
  empty: {
    filtered: "No payment record found using provided search criteria.",
    none: "No trips were found.",
  },
};
