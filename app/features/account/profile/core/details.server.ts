// The account details on a stock Magento 2.4.7 (ADR 0065): the core twin of AccountDetails, without
// the shop's mobile number, fitness goal and dietary needs. tests/unit/core-documents.test.ts holds it
// to its twin.
import { graphql } from "~/commerce/generated";

export const ACCOUNT_DETAILS_CORE_QUERY = graphql(`
  query AccountDetailsCore {
    storeConfig {
      default_country
    }
    customer {
      firstname
      lastname
      email
      date_of_birth
      gender
    }
  }
`);
