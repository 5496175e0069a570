/** English messages of the payment ledger (resources.admin/transport/payment-ledger.*), issue 12. */
export const messages = {
  name: "Payment |||| Payment Ledger",
  title: "Payment Ledger",
  fields: {
    paymentRecordId: "Payment",
    tripId: "Trip",
    trip: "Trip",
    amountCents: "Amount",
    method: "Method",
    status: "Status",
    provider: "Provider",
    providerReference: "Provider reference",
    paidAt: "Paid at",
    refundedAt: "Refunded at",
    failureReason: "Failure reason",
    createdAt: "Recorded at",
    fromDate: "Recorded from",
    toDate: "Recorded to",
    paidFrom: "Paid from",
    paidTo: "Paid to",
    actions: "Actions",
  },
  methods: {
    card: "Card",
    cash: "Cash",
    check: "Check",
    insurance: "Insurance",
    other: "Other",
  },
  statuses: {
    pending: "Pending",
    completed: "Completed",
    failed: "Failed",
    refunded: "Refunded",
  },
  providers: {
    builtin: "Demo provider",
    stripe: "Stripe",
    manual: "Recorded by the office",
  },
  values: {
    none: "—",
    tripOn: "%{date} · %{from} → %{to}",
  },
  action: {
    refund: "Refund",
    refundTitle: "Refund %{amount}?",
    refundContent:
      "The payment goes back to the payer through its provider, and the trip no longer counts as paid. This cannot be undone.",
  },
  notifications: {
    refunded: "Payment refunded.",
  },
  empty: {
    filtered: "No payment matches these filters.",
  },
};
