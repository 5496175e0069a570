import { StatusPage } from "./layout/StatusPage";

/** The shared page of every module of §2 that is not built yet. */
export function NotYetAvailable({ titleKey }: { titleKey: string }) {
  return (
    <StatusPage
      title={titleKey}
      text="app.notYetAvailable.text"
      home="app.notYetAvailable.home"
    />
  );
}
