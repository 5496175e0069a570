/** `node --import tsx bench/textSearch-cli.ts [documents]`: B8 alone (bench/textSearch.ts), as the bench's table. */
import { textSearchRows } from "./textSearch";
import { markdownTable } from "./table";

const count = process.argv[2] ? Number(process.argv[2]) : undefined;
const rows = await textSearchRows(console.log, count);
console.log(markdownTable(rows));
process.exit(0);
