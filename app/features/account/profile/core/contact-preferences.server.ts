// The newsletter preference on a stock Magento 2.4.7 (ADR 0065): the core twins of ContactPreferences
// and UpdateContactPreferences, Magento's own Customer.is_subscribed and updateCustomerV2's
// is_subscribed, without the shop's contact channels. tests/unit/core-documents.test.ts holds them to
// their twins.
import { graphql } from "~/commerce/generated";

export const CONTACT_PREFERENCES_CORE_QUERY = graphql(`
  query ContactPreferencesCore {
    customer {
      is_subscribed
    }
  }
`);

export const UPDATE_CONTACT_PREFERENCES_CORE_MUTATION = graphql(`
  mutation UpdateContactPreferencesCore($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        is_subscribed
      }
    }
  }
`);
