/** The app's real-time channel as a browser test sees it (Socket.IO over one websocket). */
import type { Page } from "playwright-core";

/**
 * Resolves once the page's Socket.IO connection has been accepted (the server's CONNECT packet,
 * "40…", after its token check). Call before the page's first load: a test that asserts a change
 * arrives "without a reload" must not start the change before the page can hear it.
 */
export function liveConnection(page: Page, timeout = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the page opened no live connection")),
      timeout,
    );
    page.on("websocket", (socket) => {
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" && payload.startsWith("40")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}

/** Every Socket.IO frame the page receives from now on, with its time (a failing test prints them). */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  const started = Date.now();
  page.on("websocket", (socket) => {
    frames.push(`+${Date.now() - started}ms open`);
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload !== "2")
        frames.push(`+${Date.now() - started}ms ${payload.slice(0, 120)}`);
    });
    socket.on("close", () => frames.push(`+${Date.now() - started}ms close`));
  });
  return frames;
}
