import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { useRootData } from "./useRootData";
import { useStoreView } from "./useStoreView";
import { SelectField } from "~/components/ui/forms/Field";
import { paths } from "~/routing/paths";

/** Store view and currency choice; posts to /preferences, which redirects to the same page there. */
export function PreferencesForm({
  returnTo,
  idPrefix = "preferences",
  onSubmit,
}: {
  returnTo: string;
  idPrefix?: string;
  onSubmit?: () => void;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const storeView = useStoreView();
  if (!root) return null;
  const currencies = root.stores.find((s) => s.code === root.storeCode)?.currencies ?? [root.currency];
  return (
    <Form
      method="post"
      action={paths.preferences(storeView)}
      discover="none"
      className="preferences-form"
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value="preferences" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <SelectField
        label={t("preferences.store")}
        selectProps={{ id: `${idPrefix}-store`, name: "store", defaultValue: root.storeCode, required: true }}
      >
        {root.stores.map((store) => (
          <option key={store.code} value={store.code}>
            {store.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t("preferences.currency")}
        selectProps={{ id: `${idPrefix}-currency`, name: "currency", defaultValue: root.currency }}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="button button--primary">
        {t("preferences.save")}
      </button>
    </Form>
  );
}
