// The fields of a cart address every checkout read asks for (the steps' state and review and pay).
import { graphql } from "~/commerce/generated";

export const CHECKOUT_ADDRESS_FRAGMENT = graphql(`
  fragment CheckoutAddressFields on CartAddressInterface {
    firstname
    lastname
    company
    street
    house_number
    city
    region {
      code
      label
    }
    postcode
    country {
      code
      label
    }
    telephone
    customer_address_id
  }
`);
