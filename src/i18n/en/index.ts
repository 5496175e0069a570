import { appMessages } from "./app";
import { pagesMessages } from "./pages";
import { resourcesMessages } from "./resources";
import { transportMessages } from "./transport";

/** Our English catalogue: shell (app), custom pages (pages) and resources (from each resource folder). */
export const englishAppMessages = {
  ...appMessages,
  ...pagesMessages,
  ...resourcesMessages,
  ...transportMessages,
};
