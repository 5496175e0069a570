/** Invalid bodies on every POST route, share 3 of {FUZZ_SHARDS} (./support/fuzzSuite.ts). */
import { fuzzPostRoutes } from "./support/fuzzSuite";

fuzzPostRoutes(3);
