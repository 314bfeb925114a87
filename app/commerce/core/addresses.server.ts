// The address book on a stock Magento 2.4.7 (ADR 0065): the core twin of AddressBook, without the
// extension's allowed_countries (StoreConfig) and house_number (CustomerAddress). A house number is
// then written into the first street line, as a stock Magento keeps it. tests/unit/core-documents.test.ts
// holds the twin to its extended document.
import { graphql } from "../generated";

export const ADDRESS_BOOK_CORE_QUERY = graphql(`
  query AddressBookCore {
    storeConfig {
      default_country
    }
    customer {
      firstname
      lastname
      addresses {
        id
        firstname
        lastname
        company
        street
        city
        region {
          region
          region_code
        }
        postcode
        country_code
        telephone
        default_billing
        default_shipping
      }
    }
  }
`);

/**
 * Where a stock Magento's shopper may keep an address: its storeConfig names no allowed countries, so
 * the shop's own markets (one per store view), the store's default country first.
 */
export const CORE_ADDRESS_COUNTRIES: readonly string[] = ["GB", "IE", "US", "DE", "ES", "FR", "IT"];
