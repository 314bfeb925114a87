// The store view's password rules from its store data (read once per store view and kept, so a
// form's loader and action ask the backend nothing more for them).
import { loadStoreData } from "~/commerce/store/store.server";
import { passwordRulesOf, type PasswordRules } from "./password-rules";
export { passwordTextValues } from "./password-rules";

export async function storePasswordRules(ctx: Parameters<typeof loadStoreData>[0]): Promise<PasswordRules> {
  return passwordRulesOf((await loadStoreData(ctx)).data.storeConfig);
}
