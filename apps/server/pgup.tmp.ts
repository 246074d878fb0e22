import { openDatabase } from './src/db/client';
const db = await openDatabase({ dataDir: process.argv[2]! });
console.log(`URL ${db.url}`);
process.on('SIGTERM', () => void db.close().then(() => process.exit(0)));
setInterval(() => {}, 1e9);
