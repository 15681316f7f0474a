/**
 * A child process for the embedded-durability test: opens the embedded database in the data
 * directory it is given, then inserts rows one at a time and prints each id once its insert has
 * committed ("acknowledged"), until it is killed.
 */
import { openDatabase } from '../../src/infra/database/database.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-writer <dataDir>');
const database = await openDatabase({ dataDir });
await database.execute('create table if not exists acked (id int primary key, note text not null)');
process.stdout.write('ready\n');
for (let id = 1; ; id++) {
  await database.execute('insert into acked (id, note) values ($1, $2)', [id, `row ${id}`]);
  process.stdout.write(`acked ${id}\n`);
}
