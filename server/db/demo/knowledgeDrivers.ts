/** The demo driver handbook (./knowledgeContent.ts), first half; the rest: ./knowledgeDriversCare.ts. */
import { ROLES as R } from "../../../domain/privileges";
import type { DemoArticle } from "./knowledgeContent";
import { DRIVER_CARE_ARTICLES } from "./knowledgeDriversCare";
import { body, lead, ol, p, ul } from "./knowledgeMarkup";

export const DRIVER_ARTICLES: readonly DemoArticle[] = [
  {
    title: "Stretcher securement",
    summary:
      "Locking the stretcher into the vehicle and strapping the patient, every stretcher trip.",
    tags: ["stretcher", "securement", "safety"],
    equipment: ["stretcher"],
    html: body(
      p(
        "A stretcher patient cannot brace themselves. Whatever is not locked or strapped moves with the vehicle in a hard stop, so every stretcher trip is secured the same way, in the same order, with two crew members.",
      ),
      lead("Before loading"),
      ul(
        "Check the floor mount (the antler or the rail lock) is free of debris and its release lever moves freely.",
        "Lower the stretcher to its loading height; never roll a raised stretcher over a curb or threshold.",
        "Tell the patient what is about to happen before every move.",
      ),
      lead("Locking the stretcher"),
      ol(
        "Load head first, so the patient faces the rear of the vehicle.",
        "Roll the stretcher fully into the floor mount until both locks click.",
        "Tug-test: pull the stretcher firmly backwards and sideways. It must not move.",
        "Engage the secondary front restraint (the strap or hook at the head end).",
      ),
      lead("Strapping the patient"),
      ul(
        "Shoulder harness over both shoulders, buckled at the chest.",
        "Chest, hip and leg straps snug: a flat hand fits between strap and patient, no more.",
        "Both side rails up and locked for the whole trip.",
        "Lines, catheter bags and oxygen tubing clear of the straps and the wheels.",
      ),
      p(
        "If the mount will not lock, <strong>do not drive</strong>: call dispatch for another vehicle. Check the patient at every stop and before unloading, and unlock the mount only once a crew member holds the stretcher.",
      ),
    ),
  },
  {
    title: "Wheelchair tie-downs: the 4-point system",
    summary:
      "Securing a wheelchair with four floor straps and the passenger with lap and shoulder belts.",
    tags: ["wheelchair", "securement", "safety"],
    html: body(
      p(
        "Every wheelchair rides facing forward, held by four floor straps (two in front, two behind), with the passenger in their own lap and shoulder belt. The wheelchair's brakes are never enough on their own.",
      ),
      lead("The wheelchair"),
      ol(
        "Position the chair facing forward, centred between the floor tracks, with room to reach the rear straps.",
        "Set the brakes.",
        "Hook the two front straps to the frame, just above the front casters, angled slightly outwards.",
        "Hook the two rear straps to the frame behind the rear wheels, at 30 to 45 degrees to the floor.",
        "Tighten the rear straps with their retractors until the chair does not rock.",
      ),
      p(
        "Hook only to the <strong>frame</strong>: never to wheels, footrests, armrests or anything that comes off. A power chair has marked securement points; use them.",
      ),
      lead("The passenger"),
      ul(
        "The lap belt sits low across the hips, touching the thighs, never over the armrests or the stomach.",
        "The shoulder belt crosses the chest and the middle of the shoulder, away from the neck.",
        "A chair's own positioning belt is not a seat belt.",
      ),
      lead("Before you move"),
      p(
        "Tug-test the chair forwards and backwards. Ask the passenger whether anything pinches. If the chair cannot be secured (broken frame, no place to hook), do not transport in it: call dispatch.",
      ),
    ),
  },
  {
    title: "Dialysis patients after treatment",
    summary:
      "Dizziness and bleeding from the access site after dialysis: what to watch for and what to do.",
    tags: ["dialysis", "medical", "patients"],
    html: body(
      p(
        "After a dialysis session many patients are tired, light-headed and slow to stand: their blood pressure often drops when fluid is removed. Plan for a slower pick-up and never rush the transfer.",
      ),
      lead("Dizziness or weakness"),
      ol(
        "Have the patient sit down at once, or lie down if they can, with their legs raised.",
        "Do not let them stand or walk alone; wait until they say the dizziness has passed.",
        "Offer nothing to eat or drink unless the clinic staff say so (many have a fluid limit).",
        "If it does not pass within a few minutes, take them back inside to the clinic staff and tell dispatch.",
      ),
      lead("Bleeding from the access site"),
      p(
        "The needle sites on the arm (the fistula or graft) can start bleeding again after the dressing is applied.",
      ),
      ol(
        "Put on gloves. Press firmly on the dressing with clean gauze, with two fingers, directly over the site.",
        "Hold the pressure for a full 10 minutes without lifting to look.",
        "Do not remove the dressing and never use a tourniquet.",
        "If the bleeding does not stop, or blood spurts, <strong>call 911</strong> and keep pressing.",
      ),
      lead("Call 911 at once for"),
      ul(
        "Fainting, chest pain or shortness of breath.",
        "Confusion that was not there at pick-up.",
        "Bleeding that soaks through the gauze.",
      ),
      p(
        "Record any of this in an incident report once the patient is safe, and never put a blood pressure cuff or a tight strap on the arm with the access site.",
      ),
    ),
  },
  {
    title: "Infection control in the vehicle",
    summary:
      "Hand hygiene, gloves, and cleaning the vehicle between passengers. Required reading for drivers.",
    tags: ["infection control", "cleaning", "safety"],
    requiredFor: [R.driver],
    html: body(
      p(
        "Our passengers are often frail, on dialysis or recovering from surgery: an infection we carry from one trip to the next can put them back in hospital. These rules apply to every trip, whether or not anyone looks unwell.",
      ),
      lead("Hands"),
      ul(
        "Clean your hands with sanitiser before and after touching each passenger or their equipment.",
        "Wash with soap and water when your hands are visibly dirty, and after removing gloves.",
        "Keep nails short; no jewellery beyond a plain ring.",
      ),
      lead("Gloves and masks"),
      ul(
        "Gloves for any contact with blood, body fluids, wounds or soiled items; a new pair for each passenger.",
        "A mask when the booking says so, or when a passenger is coughing (offer them one too).",
      ),
      lead("Between passengers"),
      ol(
        "Wipe everything the passenger touched: seat, belt buckle, grab handles, armrests, stretcher rails and mattress.",
        "Use the approved disinfectant wipes and leave the surface wet for the contact time printed on the pack.",
        "Bag soiled linen and waste separately; never shake linen.",
      ),
      lead("Spills"),
      p(
        "Blood or body fluid: gloves, absorb with paper towels, disinfect, bag the waste. Take the vehicle out of service until it is clean and tell dispatch.",
      ),
    ),
  },
  {
    title: "Oxygen cylinder transport",
    summary:
      "Carrying a passenger's oxygen safely: securing cylinders, no flames, and never touching the flow.",
    tags: ["oxygen", "equipment", "safety"],
    html: body(
      p(
        "Oxygen does not burn, but it makes everything else burn fast. A loose cylinder is also a heavy projectile in a sudden stop.",
      ),
      lead("Securing cylinders"),
      ul(
        "Every cylinder rides in the cylinder holder, or lying flat and strapped, never standing loose or on a seat.",
        "Carry only the cylinders the passenger needs for the trip and their return.",
        "Keep cylinders away from heaters, direct sun and the exhaust side of the vehicle.",
      ),
      lead("Fire safety"),
      ul(
        "No smoking, vaping or open flame in or near the vehicle, ever.",
        "No oil, grease or hand cream on the valve or regulator.",
        "Keep a window slightly open on long trips if the cylinder is in use.",
      ),
      lead("The passenger's oxygen"),
      p(
        "The flow rate is prescribed. <strong>Never change it</strong>, even when asked. Check the gauge at pick-up: if the cylinder will not last the trip with a margin, tell dispatch before you leave. If the passenger becomes short of breath or blue around the lips, stop safely and call 911.",
      ),
    ),
  },
  ...DRIVER_CARE_ARTICLES,
];
