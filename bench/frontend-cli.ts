/** `npm run bench:frontend`: B6 alone (bench/frontend.ts), printed as the bench's table. */
import { frontendRows } from "./frontend";
import { markdownTable } from "./table";

const rows = await frontendRows();
console.log(markdownTable(rows));
