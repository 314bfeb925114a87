// The database's first version: the tables every module started from (backend/db/initial-schema.ts).
import { defineModule } from "../manifest.js";
import { INITIAL_SCHEMA_SQL } from "./initial-schema.js";

export const dbModule = defineModule({
  name: "db",
  migrations: [
    { version: 1, name: "every SPEC §3 entity, even those whose resolvers come later", up: INITIAL_SCHEMA_SQL },
  ],
});
