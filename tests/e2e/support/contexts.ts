/** The browser contexts the per-role e2e files open: a desktop, and the driver's phone. */
import type { BrowserContextOptions } from "playwright-core";

export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 900 },
};

/** The driver's phone, sharing a position: each step sends it at once (no permission prompt). */
export const DRIVER_PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: { latitude: 39.9612, longitude: -82.9988, accuracy: 15 },
};
