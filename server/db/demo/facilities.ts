/** The demo facilities: a care home and a community clinic, then a hospital added with the transport data. */
import { facilities } from "../schema";
import type { Tx } from "./random";

export async function seedCareFacilities(tx: Tx) {
  return tx
    .insert(facilities)
    .values([
      {
        name: "Riverside Care Home",
        facilityType: "facility",
        addressLine1: "455 Riverside Dr",
        city: "Columbus",
        state: "OH",
        postalCode: "43215",
        phone: "(614) 555-0123",
        billingContactName: "Martin Alvarez",
        billingContactEmail: "accounts@riverside.example.org",
        billingContactPhone: "(614) 555-0124",
      },
      {
        name: "Hillcrest Community Clinic",
        facilityType: "community",
        addressLine1: "88 Hillcrest Ave",
        city: "Westerville",
        state: "OH",
        postalCode: "43081",
        phone: "(614) 555-0188",
        billingContactName: "Joan Pryce",
        billingContactEmail: "billing@hillcrest.example.org",
        billingContactPhone: "(614) 555-0189",
      },
    ])
    .returning();
}

export async function seedHospital(tx: Tx) {
  const [hospital] = await tx
    .insert(facilities)
    .values({
      name: "St. Vincent Regional Hospital",
      facilityType: "hospital",
      addressLine1: "1200 Medical Center Dr",
      city: "Columbus",
      state: "OH",
      postalCode: "43210",
      phone: "(614) 555-0100",
      billingContactName: "Grace Holloway",
      billingContactEmail: "billing@stvincent.example.org",
      billingContactPhone: "(614) 555-0142",
    })
    .returning();
  return hospital;
}
