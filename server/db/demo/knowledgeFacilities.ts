/**
 * The demo's facility guides (./knowledgeContent.ts): one check-in guide per demo facility
 * (./facilities.ts; Riverside's is tied to that facility's trips), discharges, hand-over, one draft.
 */
import type { DemoArticle } from "./knowledgeContent";
import { body, lead, ol, p, ul } from "./knowledgeMarkup";

export const RIVERSIDE = "Riverside Care Home";
export const HILLCREST = "Hillcrest Community Clinic";
export const ST_VINCENT = "St. Vincent Regional Hospital";

export const FACILITY_ARTICLES: readonly DemoArticle[] = [
  {
    title: "Riverside Care Home check-in",
    summary:
      "455 Riverside Dr: the east entrance, the nurses' station on each floor, and the sign-out book.",
    tags: ["check-in", "riverside", "care home"],
    facility: RIVERSIDE,
    html: body(
      p(
        `${RIVERSIDE}, 455 Riverside Dr, Columbus. Front desk (614) 555-0123, staffed 7 am to 7 pm.`,
      ),
      lead("Parking"),
      p(
        "Use the <strong>east entrance</strong> off the service road: it has the covered drop-off bay and a level path for wheelchairs and stretchers. The main entrance on Riverside Dr has steps and no room for a lift.",
      ),
      lead("Checking in"),
      ol(
        "Ring the bell at the east door; the door code is never given to drivers.",
        "Sign in at the nurses' station of the resident's floor, not at the front desk.",
        "Ask the nurse for the transfer sheet and the medication list if the trip is to a hospital or a specialist.",
        "Check the resident's name band against the trip before the transfer.",
      ),
      lead("Returning residents"),
      p(
        "Hand the resident over to a nurse on their floor and sign them back in the sign-out book. Never leave a resident in the lobby, even when they say they know the way.",
      ),
    ),
  },
  {
    title: "Hillcrest Community Clinic check-in",
    summary:
      "88 Hillcrest Ave, Westerville: patient pick-up at the side door and the reception's call-ahead.",
    tags: ["check-in", "hillcrest", "clinic"],
    html: body(
      p(
        `${HILLCREST}, 88 Hillcrest Ave, Westerville. Reception (614) 555-0188, open 8 am to 5 pm on weekdays.`,
      ),
      lead("Arriving"),
      ul(
        "Call reception from the car park when you are five minutes away: they bring the patient to the side door.",
        "Park in the two marked transport bays by the side door; the front car park is for visitors.",
        "The clinic closes at 5 pm sharp: a later return trip is picked up from the pharmacy next door, by arrangement with dispatch.",
      ),
      lead("Paperwork"),
      p(
        "Reception gives you the appointment slip for return trips. Dialysis and therapy patients often have a will-call return: see the booking policy.",
      ),
    ),
  },
  {
    title: "St. Vincent Regional Hospital check-in",
    summary:
      "1200 Medical Center Dr: the transport desk, the discharge lounge and the emergency bay rules.",
    tags: ["check-in", "st. vincent", "hospital"],
    html: body(
      p(
        `${ST_VINCENT}, 1200 Medical Center Dr, Columbus. Patient transport desk (614) 555-0100, ask for "transport".`,
      ),
      lead("Where to go"),
      ul(
        "Outpatients and discharges: the <strong>discharge lounge</strong>, ground floor of the north wing, entrance C.",
        "Inpatient pick-ups from a ward: check in at the transport desk first; they call the ward and give you the bed number.",
        "Never park in the emergency bay: it is for ambulances only, even for a minute.",
      ),
      lead("Checking in"),
      ol(
        "Show your company badge at the transport desk.",
        "Give the patient's name and the trip's pick-up time.",
        "Collect the discharge papers from the ward nurse, in a sealed envelope if the patient is going to a care home.",
      ),
      p(
        "Expect waits of 30 to 60 minutes for discharges: tell dispatch when you arrive so they can plan your next trip.",
      ),
    ),
  },
  {
    title: "Hospital discharge pick-ups",
    summary:
      "Why discharges run late, what the crew needs before leaving, and whom to call.",
    tags: ["discharge", "hospital", "pick-up"],
    html: body(
      p(
        "A discharge is ready only when the doctor has signed it, the pharmacy has filled the medication and the ward has the papers. Any of the three can take hours.",
      ),
      ul(
        "Check at the transport desk that the discharge is signed before going up to the ward.",
        "Make sure the patient has their medication, their papers and their belongings (glasses, dentures, hearing aids, phone and charger).",
        "Ask how the patient moved on the ward: a patient who walked to the toilet may still need a wheelchair to the car.",
      ),
      p(
        "If you wait more than 30 minutes, call dispatch: the facility may be billed for the wait, and your next trips may need another driver.",
      ),
    ),
  },
  {
    title: "Handing over a patient at a facility",
    summary: "A named person, the paperwork, and the sign-out book.",
    tags: ["hand-over", "paperwork", "facilities"],
    html: body(
      p(
        "A trip ends when a named member of staff has taken over the patient, not when the patient is through the door.",
      ),
      ol(
        "Find the nurse or receptionist responsible and give the patient's full name.",
        "Hand over the papers, the medication bag and any equipment that came with the patient.",
        "Mention anything that happened on the way (dizziness, a fall, a refusal to eat).",
        "Sign the facility's book where there is one, and mark the trip complete in the app.",
      ),
    ),
  },
  {
    title: "Mercy Dialysis Center check-in",
    summary: "Draft: the new dialysis centre's entrance and chair times.",
    tags: ["check-in", "dialysis"],
    draft: true,
    html: body(
      p(
        "Draft: waiting for the centre's confirmation of the transport entrance and the afternoon chair times.",
      ),
    ),
  },
];
