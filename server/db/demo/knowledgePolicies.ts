/** The demo's booking policies (./knowledgeContent.ts): nine published articles and one draft. */
import type { DemoArticle } from "./knowledgeContent";
import { body, lead, ol, p, ul } from "./knowledgeMarkup";

export const POLICY_ARTICLES: readonly DemoArticle[] = [
  {
    title: "Booking policy for nurses",
    summary:
      "Lead times, will-call returns and cancellations: what nurses and facility staff need to know.",
    tags: ["booking", "nurses", "policy"],
    html: body(
      p(
        "This policy applies to every trip booked by a facility: through the portal, by phone or by email. Booking through the portal is fastest and gives you the trip's status live.",
      ),
      lead("Lead time"),
      ul(
        "Routine appointments: book by <strong>2 pm the working day before</strong>.",
        "Stretcher and oxygen trips: book <strong>48 hours ahead</strong> (the equipment and a two-person crew must be planned).",
        "Same-day trips are accepted when a vehicle is free; dispatch confirms within 30 minutes.",
        "Recurring trips (dialysis, therapy): set up a standing order once rather than booking each trip.",
      ),
      lead("What a booking needs"),
      ul(
        "The patient, the pick-up time and the appointment time.",
        "Wheelchair, stretcher or oxygen, and the passenger's weight if over 300 lb.",
        "Room numbers at both ends, and a contact who can answer at the pick-up.",
        "Behaviour issues and infection precautions, so the crew can prepare.",
      ),
      lead("Will-call returns"),
      p(
        "When the return time is not known, book the return as will-call. Call dispatch when the patient is ready: we aim to pick up within 60 minutes.",
      ),
      lead("Cancellations"),
      p(
        "Cancel as soon as you know, in the portal or by phone. A cancellation less than 2 hours before the pick-up counts as a late cancellation and may be billed.",
      ),
    ),
  },
  {
    title: "Will-call return trips",
    summary: "How a return without a fixed time works, and how to call it in.",
    tags: ["booking", "will-call", "returns"],
    html: body(
      p(
        "A will-call return has no pick-up time: the trip waits until the facility or the patient calls to say they are ready.",
      ),
      ol(
        "Book the outbound trip with its return marked will-call.",
        "When the patient is ready, call dispatch or press <em>Ready for pick-up</em> on the trip in the portal.",
        "Dispatch assigns the nearest free vehicle; pick-up is normally within 60 minutes.",
        "Will-calls after 6 pm are served by the evening crew and may take longer.",
      ),
      p(
        "A will-call that is never called in is closed the next morning and does not count as a no-show.",
      ),
    ),
  },
  {
    title: "Cancellations and late changes",
    summary:
      "When a cancellation is free, when it is late, and how changes to a booked trip are handled.",
    tags: ["booking", "cancellation", "policy"],
    html: body(
      ul(
        "More than 2 hours before the pick-up: free, with no questions asked.",
        "Less than 2 hours before, or once the vehicle is on its way: a <strong>late cancellation</strong>, which may be billed at the base fare.",
        "At the door, with the crew there: treated as a no-show.",
      ),
      p(
        "A change of time or address counts as a new booking if it is made less than 2 hours before the pick-up. Changes of equipment (a wheelchair trip that becomes a stretcher trip) always need a call to dispatch: a different vehicle and crew may be needed.",
      ),
      p(
        "Trips we cancel ourselves (vehicle breakdown, weather) are never billed, and dispatch rebooks them with you.",
      ),
    ),
  },
  {
    title: "No-show procedure",
    summary:
      "What the driver does when the passenger is not there, and when a trip is recorded as a no-show.",
    tags: ["no-show", "drivers", "policy"],
    html: body(
      p(
        "A passenger who is not at the pick-up may be inside, at the wrong door or unwell. A no-show is the last resort, after these steps.",
      ),
      ol(
        "Check the address, the entrance and the room number on the trip.",
        "Knock or ring, and ask at the front desk or the nurses' station.",
        "Call the pick-up contact on the trip, then dispatch.",
        "Wait at least <strong>10 minutes</strong> after arriving (the app records when you arrived).",
        "Only then record the trip as a no-show in the app, with a note of what you tried.",
      ),
      p(
        "Dispatch tells the facility or the family. A passenger who had a no-show keeps their later trips, including the return leg, unless the facility cancels them.",
      ),
    ),
  },
  {
    title: "Incident reporting",
    summary:
      "Falls, injuries, collisions, near misses and complaints: report them the same day.",
    tags: ["incidents", "safety", "reporting"],
    html: body(
      p(
        "Report every incident, however small, the same day. Reports are about learning, not blame: most of our safety rules started as someone's report.",
      ),
      lead("What counts as an incident"),
      ul(
        "A fall or injury of a passenger or a crew member, even without visible harm.",
        "A vehicle collision or damage, including in a car park.",
        "A medical emergency on a trip, or a call to 911.",
        "A near miss: a strap that came loose, a lift that stopped, a wrong patient nearly transported.",
        "A complaint from a passenger, a family or a facility.",
      ),
      lead("How to report"),
      ol(
        "Make the passenger safe and call for help first.",
        "Call dispatch as soon as you can; they open the report.",
        "Write down what happened, when and who was there, while you still remember.",
        "Complete the incident form before the end of your shift; your supervisor follows up within two working days.",
      ),
      p(
        "Never discuss an incident with anyone outside the company, and never admit fault at the scene: give the facts only.",
      ),
    ),
  },
  {
    title: "HIPAA basics for transport staff",
    summary:
      "Patient information we see on every trip, and how to keep it private.",
    tags: ["hipaa", "privacy", "policy"],
    html: body(
      p(
        "Every trip carries protected health information: a name with an address, an appointment at a dialysis centre, a diagnosis on a discharge sheet. HIPAA lets us use it to do the trip and nothing else.",
      ),
      lead("Do"),
      ul(
        "Share only what the next person needs to do their part of the trip.",
        "Keep discharge papers in their envelope and hand them over in person.",
        "Lock your phone and tablet; sign out of the portal on shared computers.",
        "Report a lost phone, tablet or paper manifest to dispatch at once.",
      ),
      lead("Do not"),
      ul(
        "Talk about a passenger's health where others can hear: in the lobby, on the radio, at home.",
        "Take photos of patients, papers or screens.",
        "Text patient details from a personal phone or post anything about a trip online.",
      ),
      p(
        "A breach, even an accidental one, must be reported within 24 hours so the privacy officer can act.",
      ),
    ),
  },
  {
    title: "Standing orders for recurring trips",
    summary:
      "Dialysis three times a week, therapy twice: book it once as a standing order.",
    tags: ["booking", "standing orders", "dialysis"],
    html: body(
      p(
        "A standing order creates the trips of a recurring schedule automatically, weeks ahead, so nobody has to book each one.",
      ),
      ul(
        "Give the days, the pick-up time, the appointment time and the return (a fixed time or will-call).",
        "The trips appear in the portal as they are generated; change or cancel one without touching the others.",
        "Holidays: the centre's closures are not known to us; cancel those trips in advance.",
        "Review standing orders when a patient's chair time changes: a late change is a late cancellation.",
      ),
    ),
  },
  {
    title: "Booking stretcher and oxygen transports",
    summary: "What to tell us so the right vehicle, equipment and crew arrive.",
    tags: ["booking", "stretcher", "oxygen"],
    html: body(
      p(
        "A stretcher or oxygen trip needs a specific vehicle and often two crew members, so it must be booked with the details below, 48 hours ahead when possible.",
      ),
      lead("Stretcher"),
      ul(
        "Why the patient cannot sit (the crew never transports a patient who can sit safely on a stretcher without a reason).",
        "Weight, and any positioning needs (head raised, side-lying).",
        "Stairs or narrow doorways at either end.",
      ),
      lead("Oxygen"),
      ul(
        "The prescribed flow rate, and whether the patient brings their own cylinder.",
        "The total time away, including waiting, so enough oxygen is carried.",
      ),
      p(
        "Our crews do not give medical care: a patient who needs monitoring on the way needs an ambulance, not this service.",
      ),
    ),
  },
  {
    title: "Escorts and service animals",
    summary: "Who may ride along, and how to carry a service animal.",
    tags: ["escorts", "service animals", "passengers"],
    html: body(
      p(
        "One escort may ride with a passenger when the booking says so; more only when dispatch agrees. Escorts wear a seat belt like everyone else.",
      ),
      p(
        "A service animal rides with its handler, on the floor, never on a seat or in the aisle where it blocks an exit. You may ask only whether it is a service animal and what task it performs. Pets are not service animals and travel only in a closed carrier, with the booking's agreement.",
      ),
    ),
  },
  {
    title: "Holiday schedule 2027",
    summary: "Draft: service hours over the 2027 public holidays.",
    tags: ["schedule", "holidays"],
    draft: true,
    html: body(
      p("Draft: to be confirmed with the dialysis centres' holiday hours."),
      ul(
        "New Year's Day: dialysis and discharges only.",
        "Thanksgiving: dialysis and discharges only.",
        "Christmas Day: dialysis only.",
      ),
    ),
  },
];
