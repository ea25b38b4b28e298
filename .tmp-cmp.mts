import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const tars = { big: fs.readFileSync('/tmp/template.tar'), small: fs.readFileSync('/tmp/template3.tar') };
const res: Record<string, number[]> = { big: [], small: [] };
for (let i = 0; i < 8; i++) for (const k of ['big', 'small'] as const) {
  const cpu = process.cpuUsage();
  const c2 = await PGlite.create({ loadDataDir: new Blob([tars[k]]) });
  await c2.query(`select count(*) from pg_tables`); await c2.close();
  const u = process.cpuUsage(cpu); res[k].push((u.user + u.system) / 1000);
}
for (const k in res) { const a = res[k].sort((x, y) => x - y); console.log(k, 'median cpu ms', a[4].toFixed(0), 'min', a[0].toFixed(0)); }
