import { defineModule } from "./defineModule";

/** The dashboard at "/" (custom-pages/home): first in the menu, open to everyone signed in. */
export const homeModule = defineModule({
  name: "home",
  menu: [{ key: "home", path: "/", position: 0, gate: {} }],
});
