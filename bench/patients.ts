/**
 * Patients search at scale: `npm run bench:patients [-- rows]`, as an administrator and as a nurse
 * (facility scoping adds a condition to every query). Not a test, a measurement.
 */
import { sql } from "drizzle-orm";
import { createSession } from "../server/auth/flows";
import { facilities, insuranceProviders, users } from "../server/db/schema";
import { benchApp, openBenchDatabase, runShapes } from "./support";

const rows = Number(process.argv[2] ?? 500_000);
const { database, drop } = await openBenchDatabase();
await database.migrate();
const { db } = database;

const places = await db
  .insert(facilities)
  .values(
    Array.from({ length: 50 }, (_, i) => ({
      name: `Facility ${i}`,
      facilityType: i % 3 === 0 ? "hospital" : "facility",
    })),
  )
  .returning({ id: facilities.id });
const insurers = await db
  .insert(insuranceProviders)
  .values([{ name: "Insurer A" }, { name: "Insurer B" }, { name: "Insurer C" }])
  .returning({ id: insuranceProviders.id });
const facilityIds = sql.raw(
  `array[${places.map((p) => `'${p.id}'::uuid`).join(",")}]`,
);
const insurerIds = sql.raw(
  `array[${insurers.map((p) => `'${p.id}'::uuid`).join(",")}]`,
);

const t0 = performance.now();
await db.execute(sql`
  insert into patients (first_name, last_name, date_of_birth, phone, addresses, wheelchair, stretcher,
                        insurance_provider_id, insurance_policy_id, facility_id)
  select (array['Ann','Bob','Cleo','Dev','Eve','Finn','Gus','Hana'])[1 + g % 8],
         'Surname' || (g % 9973),
         date '1930-01-01' + (g % 27000),
         '(614) 555-' || lpad((g % 10000)::text, 4, '0'),
         '[{"label":"Home","line1":"1 Main St","city":"Columbus","state":"OH","postalCode":"43215"}]'::jsonb,
         g % 4 = 0,
         g % 29 = 0,
         (${insurerIds})[1 + g % 3],
         'POL-' || g,
         case when g % 10 = 9 then null else (${facilityIds})[1 + g % 50] end
  from generate_series(1, ${rows}) g`);
await db.execute(sql`analyze patients`);
const loadMs = performance.now() - t0;

const app = await benchApp(database);
const [admin, nurse] = await db
  .insert(users)
  .values([
    { email: "bench-admin@example.test", firstName: "Bench", lastName: "Admin", roles: ["systemadmin"] },
    { email: "bench-nurse@example.test", firstName: "Bench", lastName: "Nurse", roles: ["nurse"], facilityId: places[7].id },
  ])
  .returning(); // prettier-ignore
const headersOf = async (id: string) => ({
  authorization: `Bearer ${await createSession(app, id)}`,
  "x-user-id": id,
});
const asAdmin = await headersOf(admin.id);
const asNurse = await headersOf(nurse.id);

console.log(
  `engine ${database.kind}, ${rows.toLocaleString()} patients loaded in ${(loadMs / 1000).toFixed(1)} s`,
);
await runShapes(app, "/api/patients/search", {
  "admin: first page, by last name": { headers: asAdmin, body: { pageSize: 10 } },
  "admin: wheelchair + insurer, by date of birth": {
    headers: asAdmin,
    body: { pageSize: 25, wheelchair: true, insuranceProviderId: insurers[1].id, sortBy: "dateOfBirth" },
  },
  "admin: one facility, by last name": { headers: asAdmin, body: { pageSize: 10, facilityId: places[3].id } },
  "admin: search 'surname42'": { headers: asAdmin, body: { pageSize: 10, searchTerm: "surname42" } },
  "admin: search a policy 'pol-424242'": { headers: asAdmin, body: { pageSize: 10, searchTerm: "pol-424242" } },
  "admin: page 100": { headers: asAdmin, body: { pageNumber: 100, pageSize: 10 } },
  "nurse: first page (own facility)": { headers: asNurse, body: { pageSize: 10 } },
  "nurse: search 'ann surname4'": { headers: asNurse, body: { pageSize: 10, searchTerm: "ann surname4" } },
  "nurse: stretcher, newest first": {
    headers: asNurse,
    body: { pageSize: 10, stretcher: true, sortBy: "createdAt", sortDescending: true },
  },
}); // prettier-ignore
await app.close();
await database.close();
await drop();
