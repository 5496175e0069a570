/**
 * /checkout/:paymentId and /checkout/success (§2 "Anyone", issue 12): a private payer's payment
 * (pages.checkout.*, found through its module's pagesFolder).
 */
export const messages = {
  title: "Pay for your trip",
  successTitle: "Payment received",
  loading: "Loading the payment…",
  amountDue: "Amount due",
  amountPaid: "Amount paid",
  tripDate: "Trip date",
  from: "From",
  to: "To",
  pay: "Pay %{amount}",
  payDemo: "Pay now (demo provider)",
  demoNotice:
    "Demo provider: no card is charged. Confirm to record the payment of %{amount}.",
  confirm: "Confirm payment",
  cancel: "Back",
  redirecting: "Taking you to the secure payment page…",
  paid: "This trip is paid. Thank you.",
  paidOn: "Paid on %{date}.",
  refunded: "This payment was refunded.",
  failed:
    "This payment did not go through. Ask the transport office for a new link.",
  notFound:
    "This payment link is not valid. Ask the transport office for a new link.",
  failure: "The payment could not be made: %{message}",
  confirming:
    "Your payment is being confirmed. This page updates by itself in a moment.",
  successText:
    "Thank you. Your payment of %{amount} for the trip on %{date} is recorded.",
  successNoPayment: "Thank you. Your payment is recorded.",
  backToTrip: "Back to the trip",
  backToTrips: "Back to my trips",
  backHome: "Go to the portal's home page",
  secure: "The amount is set by the transport company; no account is needed.",
};
