// The end-to-end test endpoints under /__test/ (hooks.ts), mounted only with testHooks: true.
import { defineModule } from "../manifest.js";
import { createTestHooksRouter } from "./hooks.js";

export const testingModule = defineModule({
  name: "testing",
  testHooks: {
    routes: ({ hooks, services, db }) => createTestHooksRouter(hooks, services.errorReports, services.accounts, db),
  },
});
