// `npm run mail [-- <email>] [-- --limit 5]`: the newest messages of the mail outbox of the local
// shop's database (DATA_DIR, default .data): what the shop would have emailed, reset links included.
// The embedded backend has no mail server; this is how a developer reads "their" email.
import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { createMailOutbox } from "../backend/mail/outbox";

const args = process.argv.slice(2);
const limitAt = args.indexOf("--limit");
const limit = limitAt >= 0 ? Math.max(1, Number(args[limitAt + 1]) || 5) : 5;
const to = args.find((arg, i) => !arg.startsWith("--") && (limitAt < 0 || i !== limitAt + 1));
const file = join(process.env.DATA_DIR ?? ".data", "commerce.sqlite");
if (!existsSync(file)) {
  console.error(`No shop database at ${file}: start the shop once (npm run dev) first.`);
  process.exit(1);
}
const db = new Database(file, { readonly: true });
let messages;
try {
  messages = createMailOutbox(db).newest(limit, to);
} catch {
  console.error("This database has no mail outbox yet: start the shop once to migrate it.");
  process.exit(1);
}
if (!messages.length) console.log(to ? `No mail to ${to} yet.` : "The mail outbox is empty.");
for (const m of messages.reverse()) {
  console.log(`──── #${m.id} ${m.createdAt} · ${m.kind} · store ${m.storeCode}`);
  console.log(`To: ${m.to}\nSubject: ${m.subject}\n\n${m.text}\n`);
}
db.close();
