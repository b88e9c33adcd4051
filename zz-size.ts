import { measureFirstLoad } from './scripts/bench-client.ts';
const r = await measureFirstLoad('/login', true);
console.log(r.jsGzipBytes, r.cssGzipBytes);
for (const f of r.files.sort((a,b)=>b.gzipBytes-a.gzipBytes)) console.log(f.gzipBytes, f.url);
process.exit(0);
