/**
 * The password-strength estimator's thread (issue 21): zxcvbn-ts takes hundreds of milliseconds on a
 * long patterned password, which on the main thread stopped every other request. One message in,
 * one assessment out, in order. Started by ./strengthThreads.ts.
 */
import { parentPort } from "node:worker_threads";
import { assessPassword } from "../../domain/passwordStrength";
import type { EstimateRequest } from "./strengthThreads";

const port = parentPort;
if (!port) throw new Error("The strength estimator runs in a worker thread.");
port.on("message", ({ password, userInputs }: EstimateRequest) => {
  port.postMessage(assessPassword(password, userInputs));
});
