/** Three insurance providers: Medicaid, Medicare and a managed-care plan. */
import { insuranceProviders } from "../schema";
import type { Tx } from "./random";

export async function seedInsurers(tx: Tx) {
  return tx
    .insert(insuranceProviders)
    .values([
      {
        name: "Ohio Medicaid",
        payerId: "MCDOH",
        phone: "(800) 324-8680",
        email: "provider@medicaid.example.gov",
        addressLine1: "50 W Town St",
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
      },
      {
        name: "Medicare Part B",
        payerId: "15202",
        phone: "(800) 633-4227",
        city: "Baltimore",
        state: "MD",
        postalCode: "21244",
      },
      {
        name: "Buckeye Health Plan",
        payerId: "68069",
        phone: "(866) 246-4358",
        email: "claims@buckeye.example.com",
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
      },
    ])
    .returning();
}
