import { StatusPage } from "./StatusPage";

/** Unknown routes, and modules whose feature toggle is off (§1): the §8 404 title and text. */
export function NotFound() {
  return (
    <StatusPage
      title="app.notFound.title"
      text="app.notFound.text"
      home="app.notFound.home"
    />
  );
}
