import { StatusPage } from "./StatusPage";

/** A route whose gate fails (§6): the §8 403 title and text. */
export function Forbidden() {
  return (
    <StatusPage
      title="app.forbidden.title"
      text="app.forbidden.text"
      home="app.forbidden.home"
    />
  );
}
