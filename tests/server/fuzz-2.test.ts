/** Invalid bodies on every POST route, share 2 of {FUZZ_SHARDS} (./support/fuzzSuite.ts). */
import { fuzzPostRoutes } from "./support/fuzzSuite";

fuzzPostRoutes(2);
