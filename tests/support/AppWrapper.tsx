/**
 * Mounts the real app shell (real data, auth and i18n providers, msw underneath) at a URL, with
 * memoryStore() and a memory router, and reports where the router went.
 */
import { useState } from "react";
import { render } from "@testing-library/react";
import type { Location } from "react-router-dom";
import { memoryStore, TestMemoryRouter } from "react-admin";
import { App } from "../../src/App";
import { createQueryClient } from "../../src/queryClient";

export interface RenderedApp extends ReturnType<typeof render> {
  /** The router's current location (updated on every navigation). */
  location: () => Location;
}

export function AppWrapper({
  url,
  onLocation,
}: {
  url: string;
  onLocation?: (l: Location) => void;
}) {
  const [store] = useState(() => memoryStore());
  // A fresh cache per mount: no test sees another's data.
  const [queryClient] = useState(() => createQueryClient());
  return (
    <TestMemoryRouter initialEntries={[url]} locationCallback={onLocation}>
      <App store={store} queryClient={queryClient} />
    </TestMemoryRouter>
  );
}

export function renderApp(url = "/"): RenderedApp {
  let current: Location | undefined;
  const utils = render(
    <AppWrapper url={url} onLocation={(l) => (current = l)} />,
  );
  return {
    ...utils,
    location: () => {
      if (!current) throw new Error("The router has not rendered yet");
      return current;
    },
  };
}
