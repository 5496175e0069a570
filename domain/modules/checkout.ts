import { defineModule } from "./defineModule";

/** Payment checkout (§2 "Anyone"), not built yet: open signed in or not, outside the layout. */
export const checkoutModule = defineModule({
  name: "checkout",
  pending: {
    titleKey: "app.notYetAvailable.titles.checkout",
    routes: ["/checkout/success", "/checkout/:paymentId"],
    public: true,
  },
});
