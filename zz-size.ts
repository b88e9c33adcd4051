import { measureFirstLoad } from './scripts/bench-client.ts';
const r = await measureFirstLoad('/login', true);
console.log(r.jsGzipBytes, r.cssGzipBytes);
process.exit(0);
