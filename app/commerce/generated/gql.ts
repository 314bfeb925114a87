/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CartMoney on Money {\n    value\n    currency\n  }\n": typeof types.CartMoneyFragmentDoc,
    "\n  fragment CartItemFields on CartItemInterface {\n    __typename\n    uid\n    quantity\n    product {\n      uid\n      sku\n      name\n      url_key\n      small_image {\n        url\n        label\n      }\n    }\n    is_reward_product\n    prices {\n      price_including_tax {\n        ...CartMoney\n      }\n      row_total_including_tax {\n        ...CartMoney\n      }\n      regular_price {\n        ...CartMoney\n      }\n      total_item_discount {\n        ...CartMoney\n      }\n      discounts {\n        label\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartItemExtrasFields\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        uid\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.CartItemFieldsFragmentDoc,
    "\n  fragment CartPricesFields on CartPrices {\n    grand_total {\n      ...CartMoney\n    }\n    subtotal_including_tax {\n      ...CartMoney\n    }\n    subtotal_excluding_tax {\n      ...CartMoney\n    }\n    discounts {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n    rewardpoints {\n      ...CartMoney\n    }\n    rewardpoints_quantity\n    rewardpoints_gathered\n    applied_taxes {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n  }\n": typeof types.CartPricesFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    items {\n      ...CartItemFields\n    }\n    error_messages\n    prices {\n      ...CartPricesFields\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartCouponsFields\n    ...CartShippingFields\n    ...CartPointsFields\n    ...CartExtrasFields\n    ...CartCrossSellsFields\n  }\n": typeof types.CartFieldsFragmentDoc,
    "\n  mutation CreateGuestCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.CreateGuestCartDocument,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": typeof types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.RemoveItemFromCartDocument,
    "\n  query CartItemStock($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        __typename\n        uid\n        product {\n          only_x_left_in_stock\n        }\n        ... on ConfigurableCartItem {\n          configured_variant {\n            only_x_left_in_stock\n          }\n        }\n      }\n    }\n  }\n": typeof types.CartItemStockDocument,
    "\n  query CartCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      total_quantity\n    }\n  }\n": typeof types.CartCountDocument,
    "\n  fragment CartCouponsFields on Cart {\n    applied_coupons {\n      code\n    }\n    prices {\n      discounts {\n        amount {\n          value\n          currency\n        }\n        coupon {\n          code\n        }\n      }\n    }\n  }\n": typeof types.CartCouponsFieldsFragmentDoc,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n": typeof types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.RemoveCouponFromCartDocument,
    "\n  fragment CartCrossSellsFields on Cart {\n    cross_sell_products {\n      cross_sell_label\n      cross_sell_class_name\n      product_id\n      protein_insight\n      name\n      sku\n      related_skus\n      small_image {\n        url\n      }\n    }\n  }\n": typeof types.CartCrossSellsFieldsFragmentDoc,
    "\n  query CrossSells(\n    $crossSellFilters: ProductAttributeFilterInput\n    $crossSellPageSize: Int!\n    $crossSellCurrentPage: Int!\n  ) {\n    cross_sells: products(filter: $crossSellFilters, pageSize: $crossSellPageSize, currentPage: $crossSellCurrentPage) {\n      total_count\n      items {\n        product_id\n        name\n        sku\n        url_key\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.CrossSellsDocument,
    "\n  query CrossSellFlags {\n    storeConfig {\n      cross_sell_cart\n      cross_sell_popup\n    }\n  }\n": typeof types.CrossSellFlagsDocument,
    "\n  fragment CartExtrasFields on Cart {\n    personalized_offers {\n      title\n      description\n      image\n      background\n      font_colour_headline\n      font_colour_copy\n      action_type\n      action_value\n    }\n    reward {\n      discount_label\n      popup_title\n      option_1_title\n      option_2_title\n      products {\n        name\n        sku\n        product_id\n        small_image {\n          url\n        }\n        txt_flavours\n        txt_size_kg\n        child_sku\n      }\n    }\n  }\n": typeof types.CartExtrasFieldsFragmentDoc,
    "\n  fragment CartItemExtrasFields on CartItemInterface {\n    supersize {\n      sku\n      message\n    }\n  }\n": typeof types.CartItemExtrasFieldsFragmentDoc,
    "\n  mutation AddRewardProductToCart($cartId: String!, $sku: String!, $childSku: String) {\n    addRewardProductToCart(input: { cart_id: $cartId, sku: $sku, child_sku: $childSku }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.AddRewardProductToCartDocument,
    "\n  mutation DeclineRewardProduct($cartId: String!) {\n    declineRewardProduct(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.DeclineRewardProductDocument,
    "\n  mutation SupersizeCartItem($cartId: String!, $cartItemUid: ID!) {\n    supersizeCartItem(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.SupersizeCartItemDocument,
    "\n  query CartLineQuantities($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n        }\n      }\n    }\n  }\n": typeof types.CartLineQuantitiesDocument,
    "\n  query BasketToMove($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n          name\n        }\n        ... on ConfigurableCartItem {\n          configurable_options {\n            configurable_product_option_value_uid\n          }\n        }\n        ... on BundleCartItem {\n          bundle_options {\n            values {\n              uid\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.BasketToMoveDocument,
    "\n  query ProductNamesBySku($skus: [String!]!) {\n    products(filter: { sku: { in: $skus } }, pageSize: 100) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n": typeof types.ProductNamesBySkuDocument,
    "\n  fragment CartPointsFields on Cart {\n    prices {\n      rewardpoints {\n        value\n        currency\n      }\n      rewardpoints_quantity\n      rewardpoints_gathered\n    }\n  }\n": typeof types.CartPointsFieldsFragmentDoc,
    "\n  query PointsAccount {\n    customer {\n      reward_points {\n        balance {\n          points\n          money {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n": typeof types.PointsAccountDocument,
    "\n  mutation ApplyRewardPointsToCart($cartId: String!, $points: Int!) {\n    applyRewardPointsToCart(input: { cart_id: $cartId, points: $points }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.ApplyRewardPointsToCartDocument,
    "\n  mutation RemoveRewardPointsFromCart($cartId: String!) {\n    removeRewardPointsFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": typeof types.RemoveRewardPointsFromCartDocument,
    "\n  fragment CartShippingFields on Cart {\n    free_delivery_amount\n  }\n": typeof types.CartShippingFieldsFragmentDoc,
    "\n  query CartShippingEstimate($cartId: String!) {\n    storeConfig {\n      allowed_countries\n      default_country\n      free_delivery_progress_text\n      free_delivery_progress_colour\n      free_delivery_success_text\n      free_delivery_success_colour\n    }\n    cart(cart_id: $cartId) {\n      id\n      shipping_addresses {\n        country {\n          code\n          label\n        }\n        region {\n          label\n        }\n        postcode\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n        }\n      }\n    }\n  }\n": typeof types.CartShippingEstimateDocument,
    "\n  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(\n      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }\n    ) {\n      cart {\n        id\n      }\n    }\n  }\n": typeof types.SetShippingMethodOnCartDocument,
    "\n  query CategoryByPath($urlPath: String!) {\n    categories(filters: { url_path: { eq: $urlPath } }) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        description\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          url_key\n          position\n        }\n      }\n    }\n  }\n": typeof types.CategoryByPathDocument,
    "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      final_price {\n        value\n        currency\n      }\n      regular_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": typeof types.PriceRangeFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    stock_status\n    small_image {\n      url\n      label\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n  }\n": typeof types.ProductSummaryFieldsFragmentDoc,
    "\n  query ProductList(\n    $filter: ProductAttributeFilterInput\n    $search: String\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductSummaryFields\n      }\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query ProductPage($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        ...ProductSummaryFields\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        image {\n          url\n          label\n        }\n        media_gallery {\n          __typename\n          url\n          label\n          position\n          disabled\n          image360\n          ... on ProductVideo {\n            video_content {\n              video_title\n              video_url\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            uid\n            attribute_code\n            label\n            position\n            values {\n              uid\n              value_index\n              label\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n              uid\n              label\n            }\n            product {\n              uid\n              sku\n              name\n              stock_status\n              small_image {\n                url\n                label\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n            }\n          }\n        }\n        ... on BundleProduct {\n          items {\n            uid\n            option_id\n            title\n            required\n            type\n            position\n            options {\n              uid\n              label\n              quantity\n              can_change_quantity\n              is_default\n              price\n              price_type\n              product {\n                uid\n                sku\n                name\n                stock_status\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      url_key\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n": typeof types.CmsPageDocument,
    "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": typeof types.GenerateCustomerTokenDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": typeof types.RevokeCustomerTokenDocument,
    "\n  query SignedInCustomer {\n    customer {\n      firstname\n    }\n  }\n": typeof types.SignedInCustomerDocument,
    "\n  query CustomerCartId {\n    customerCart {\n      id\n    }\n  }\n": typeof types.CustomerCartIdDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n": typeof types.MergeCartsDocument,
    "\n  query AddressBook {\n    storeConfig {\n      allowed_countries\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        house_number\n        city\n        region {\n          region\n          region_code\n        }\n        postcode\n        country_code\n        telephone\n        default_billing\n        default_shipping\n      }\n    }\n  }\n": typeof types.AddressBookDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": typeof types.DeleteCustomerAddressDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.SubscribeEmailToNewsletterDocument,
    "\n  query NewsletterConfirmation {\n    storeConfig {\n      newsletter_confirmation_required\n    }\n  }\n": typeof types.NewsletterConfirmationDocument,
    "\n  query AccountDetails {\n    storeConfig {\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      gender\n      mobile_number\n      fitness_goal\n      dietary_needs\n    }\n  }\n": typeof types.AccountDetailsDocument,
    "\n  mutation UpdateAccountDetails($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n      }\n    }\n  }\n": typeof types.UpdateAccountDetailsDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": typeof types.ChangeCustomerPasswordDocument,
    "\n  query ContactPreferences {\n    customer {\n      is_subscribed\n      contact_preferences {\n        channel\n        enabled\n      }\n    }\n  }\n": typeof types.ContactPreferencesDocument,
    "\n  mutation UpdateContactPreferences($subscribed: Boolean!, $channels: [CustomerContactPreferenceInput!]!) {\n    updateCustomerV2(input: { is_subscribed: $subscribed }) {\n      customer {\n        is_subscribed\n      }\n    }\n    updateCustomerContactPreferences(input: { channels: $channels }) {\n      email\n    }\n  }\n": typeof types.UpdateContactPreferencesDocument,
    "\n  query SessionData($cartId: String) {\n    sessionData(cart_id: $cartId) {\n      geo_store {\n        popup_enabled\n        website\n        store\n        currency\n        popup_title\n        popup_subline\n        popup_button\n        popup_copy1\n        popup_copy2\n      }\n      customer {\n        email\n        token\n        firstname\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": typeof types.SessionDataDocument,
    "\n  mutation ReportJsError($input: ReportJsErrorInput!) {\n    reportJsError(input: $input) {\n      result\n    }\n  }\n": typeof types.ReportJsErrorDocument,
    "\n  query App {\n    storeConfig {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      default_display_currency_code\n      timezone\n      grid_per_page\n      base_url\n      base_media_url\n      page_cache_ttl\n      default_robots\n      customer_robots\n      default_title\n      default_description\n      error_logging\n      error_note\n      newsletter_popup_enabled\n      newsletter_popup_delay\n      newsletter_popup_cookie\n      newsletter_popup_cookie_lifetime_yes\n      newsletter_popup_cookie_lifetime_no\n      newsletter_popup_gender\n      newsletter_popup_firstname\n      newsletter_popup_discount\n      customs_warning_enabled\n      customs_warning_message\n      customs_warning_popup_enabled\n      customs_warning_popup_title\n      customs_warning_popup_text\n      cookie_consent_enabled\n      cookie_consent_text\n      cookie_consent_cookie_name\n      cookie_consent_lifetime\n      tag_manager_enabled\n      tag_manager_id\n      pixel_enabled\n      pixel_id\n      reviews_provider_enabled\n      reviews_provider_id\n      search_provider_enabled\n      maps_enabled\n      affiliate_tracking_enabled\n      affiliate_tracking_id\n      error_logging_provider_enabled\n      error_logging_provider_dsn\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      base_url\n      website_code\n      timezone\n      available_currency_codes\n    }\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      formats {\n        code\n        symbol\n        decimal_symbol\n        pattern\n        precision\n        thouthand_symbol\n      }\n    }\n    categories {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        children {\n          uid\n          name\n          url_key\n          url_path\n          position\n        }\n      }\n    }\n  }\n": typeof types.AppDocument,
};
const documents: Documents = {
    "\n  fragment CartMoney on Money {\n    value\n    currency\n  }\n": types.CartMoneyFragmentDoc,
    "\n  fragment CartItemFields on CartItemInterface {\n    __typename\n    uid\n    quantity\n    product {\n      uid\n      sku\n      name\n      url_key\n      small_image {\n        url\n        label\n      }\n    }\n    is_reward_product\n    prices {\n      price_including_tax {\n        ...CartMoney\n      }\n      row_total_including_tax {\n        ...CartMoney\n      }\n      regular_price {\n        ...CartMoney\n      }\n      total_item_discount {\n        ...CartMoney\n      }\n      discounts {\n        label\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartItemExtrasFields\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        uid\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n  }\n": types.CartItemFieldsFragmentDoc,
    "\n  fragment CartPricesFields on CartPrices {\n    grand_total {\n      ...CartMoney\n    }\n    subtotal_including_tax {\n      ...CartMoney\n    }\n    subtotal_excluding_tax {\n      ...CartMoney\n    }\n    discounts {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n    rewardpoints {\n      ...CartMoney\n    }\n    rewardpoints_quantity\n    rewardpoints_gathered\n    applied_taxes {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n  }\n": types.CartPricesFieldsFragmentDoc,
    "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    items {\n      ...CartItemFields\n    }\n    error_messages\n    prices {\n      ...CartPricesFields\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartCouponsFields\n    ...CartShippingFields\n    ...CartPointsFields\n    ...CartExtrasFields\n    ...CartCrossSellsFields\n  }\n": types.CartFieldsFragmentDoc,
    "\n  mutation CreateGuestCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n": types.CreateGuestCartDocument,
    "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n": types.AddProductsToCartDocument,
    "\n  mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.UpdateCartItemsDocument,
    "\n  mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.RemoveItemFromCartDocument,
    "\n  query CartItemStock($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        __typename\n        uid\n        product {\n          only_x_left_in_stock\n        }\n        ... on ConfigurableCartItem {\n          configured_variant {\n            only_x_left_in_stock\n          }\n        }\n      }\n    }\n  }\n": types.CartItemStockDocument,
    "\n  query CartCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      total_quantity\n    }\n  }\n": types.CartCountDocument,
    "\n  fragment CartCouponsFields on Cart {\n    applied_coupons {\n      code\n    }\n    prices {\n      discounts {\n        amount {\n          value\n          currency\n        }\n        coupon {\n          code\n        }\n      }\n    }\n  }\n": types.CartCouponsFieldsFragmentDoc,
    "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n": types.ApplyCouponToCartDocument,
    "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n": types.RemoveCouponFromCartDocument,
    "\n  fragment CartCrossSellsFields on Cart {\n    cross_sell_products {\n      cross_sell_label\n      cross_sell_class_name\n      product_id\n      protein_insight\n      name\n      sku\n      related_skus\n      small_image {\n        url\n      }\n    }\n  }\n": types.CartCrossSellsFieldsFragmentDoc,
    "\n  query CrossSells(\n    $crossSellFilters: ProductAttributeFilterInput\n    $crossSellPageSize: Int!\n    $crossSellCurrentPage: Int!\n  ) {\n    cross_sells: products(filter: $crossSellFilters, pageSize: $crossSellPageSize, currentPage: $crossSellCurrentPage) {\n      total_count\n      items {\n        product_id\n        name\n        sku\n        url_key\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.CrossSellsDocument,
    "\n  query CrossSellFlags {\n    storeConfig {\n      cross_sell_cart\n      cross_sell_popup\n    }\n  }\n": types.CrossSellFlagsDocument,
    "\n  fragment CartExtrasFields on Cart {\n    personalized_offers {\n      title\n      description\n      image\n      background\n      font_colour_headline\n      font_colour_copy\n      action_type\n      action_value\n    }\n    reward {\n      discount_label\n      popup_title\n      option_1_title\n      option_2_title\n      products {\n        name\n        sku\n        product_id\n        small_image {\n          url\n        }\n        txt_flavours\n        txt_size_kg\n        child_sku\n      }\n    }\n  }\n": types.CartExtrasFieldsFragmentDoc,
    "\n  fragment CartItemExtrasFields on CartItemInterface {\n    supersize {\n      sku\n      message\n    }\n  }\n": types.CartItemExtrasFieldsFragmentDoc,
    "\n  mutation AddRewardProductToCart($cartId: String!, $sku: String!, $childSku: String) {\n    addRewardProductToCart(input: { cart_id: $cartId, sku: $sku, child_sku: $childSku }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.AddRewardProductToCartDocument,
    "\n  mutation DeclineRewardProduct($cartId: String!) {\n    declineRewardProduct(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.DeclineRewardProductDocument,
    "\n  mutation SupersizeCartItem($cartId: String!, $cartItemUid: ID!) {\n    supersizeCartItem(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.SupersizeCartItemDocument,
    "\n  query CartLineQuantities($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n        }\n      }\n    }\n  }\n": types.CartLineQuantitiesDocument,
    "\n  query BasketToMove($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n          name\n        }\n        ... on ConfigurableCartItem {\n          configurable_options {\n            configurable_product_option_value_uid\n          }\n        }\n        ... on BundleCartItem {\n          bundle_options {\n            values {\n              uid\n            }\n          }\n        }\n      }\n    }\n  }\n": types.BasketToMoveDocument,
    "\n  query ProductNamesBySku($skus: [String!]!) {\n    products(filter: { sku: { in: $skus } }, pageSize: 100) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n": types.ProductNamesBySkuDocument,
    "\n  fragment CartPointsFields on Cart {\n    prices {\n      rewardpoints {\n        value\n        currency\n      }\n      rewardpoints_quantity\n      rewardpoints_gathered\n    }\n  }\n": types.CartPointsFieldsFragmentDoc,
    "\n  query PointsAccount {\n    customer {\n      reward_points {\n        balance {\n          points\n          money {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n": types.PointsAccountDocument,
    "\n  mutation ApplyRewardPointsToCart($cartId: String!, $points: Int!) {\n    applyRewardPointsToCart(input: { cart_id: $cartId, points: $points }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.ApplyRewardPointsToCartDocument,
    "\n  mutation RemoveRewardPointsFromCart($cartId: String!) {\n    removeRewardPointsFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n": types.RemoveRewardPointsFromCartDocument,
    "\n  fragment CartShippingFields on Cart {\n    free_delivery_amount\n  }\n": types.CartShippingFieldsFragmentDoc,
    "\n  query CartShippingEstimate($cartId: String!) {\n    storeConfig {\n      allowed_countries\n      default_country\n      free_delivery_progress_text\n      free_delivery_progress_colour\n      free_delivery_success_text\n      free_delivery_success_colour\n    }\n    cart(cart_id: $cartId) {\n      id\n      shipping_addresses {\n        country {\n          code\n          label\n        }\n        region {\n          label\n        }\n        postcode\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n        }\n      }\n    }\n  }\n": types.CartShippingEstimateDocument,
    "\n  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(\n      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }\n    ) {\n      cart {\n        id\n      }\n    }\n  }\n": types.SetShippingMethodOnCartDocument,
    "\n  query CategoryByPath($urlPath: String!) {\n    categories(filters: { url_path: { eq: $urlPath } }) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        description\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          url_key\n          position\n        }\n      }\n    }\n  }\n": types.CategoryByPathDocument,
    "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      final_price {\n        value\n        currency\n      }\n      regular_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n": types.PriceRangeFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    stock_status\n    small_image {\n      url\n      label\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n  }\n": types.ProductSummaryFieldsFragmentDoc,
    "\n  query ProductList(\n    $filter: ProductAttributeFilterInput\n    $search: String\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductSummaryFields\n      }\n    }\n  }\n": types.ProductListDocument,
    "\n  query ProductPage($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        ...ProductSummaryFields\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        image {\n          url\n          label\n        }\n        media_gallery {\n          __typename\n          url\n          label\n          position\n          disabled\n          image360\n          ... on ProductVideo {\n            video_content {\n              video_title\n              video_url\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            uid\n            attribute_code\n            label\n            position\n            values {\n              uid\n              value_index\n              label\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n              uid\n              label\n            }\n            product {\n              uid\n              sku\n              name\n              stock_status\n              small_image {\n                url\n                label\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n            }\n          }\n        }\n        ... on BundleProduct {\n          items {\n            uid\n            option_id\n            title\n            required\n            type\n            position\n            options {\n              uid\n              label\n              quantity\n              can_change_quantity\n              is_default\n              price\n              price_type\n              product {\n                uid\n                sku\n                name\n                stock_status\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      url_key\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n": types.CmsPageDocument,
    "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n": types.GenerateCustomerTokenDocument,
    "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n": types.RevokeCustomerTokenDocument,
    "\n  query SignedInCustomer {\n    customer {\n      firstname\n    }\n  }\n": types.SignedInCustomerDocument,
    "\n  query CustomerCartId {\n    customerCart {\n      id\n    }\n  }\n": types.CustomerCartIdDocument,
    "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n": types.MergeCartsDocument,
    "\n  query AddressBook {\n    storeConfig {\n      allowed_countries\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        house_number\n        city\n        region {\n          region\n          region_code\n        }\n        postcode\n        country_code\n        telephone\n        default_billing\n        default_shipping\n      }\n    }\n  }\n": types.AddressBookDocument,
    "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerAddressDocument,
    "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCustomerAddressDocument,
    "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n": types.DeleteCustomerAddressDocument,
    "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.SubscribeEmailToNewsletterDocument,
    "\n  query NewsletterConfirmation {\n    storeConfig {\n      newsletter_confirmation_required\n    }\n  }\n": types.NewsletterConfirmationDocument,
    "\n  query AccountDetails {\n    storeConfig {\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      gender\n      mobile_number\n      fitness_goal\n      dietary_needs\n    }\n  }\n": types.AccountDetailsDocument,
    "\n  mutation UpdateAccountDetails($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n      }\n    }\n  }\n": types.UpdateAccountDetailsDocument,
    "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n": types.ChangeCustomerPasswordDocument,
    "\n  query ContactPreferences {\n    customer {\n      is_subscribed\n      contact_preferences {\n        channel\n        enabled\n      }\n    }\n  }\n": types.ContactPreferencesDocument,
    "\n  mutation UpdateContactPreferences($subscribed: Boolean!, $channels: [CustomerContactPreferenceInput!]!) {\n    updateCustomerV2(input: { is_subscribed: $subscribed }) {\n      customer {\n        is_subscribed\n      }\n    }\n    updateCustomerContactPreferences(input: { channels: $channels }) {\n      email\n    }\n  }\n": types.UpdateContactPreferencesDocument,
    "\n  query SessionData($cartId: String) {\n    sessionData(cart_id: $cartId) {\n      geo_store {\n        popup_enabled\n        website\n        store\n        currency\n        popup_title\n        popup_subline\n        popup_button\n        popup_copy1\n        popup_copy2\n      }\n      customer {\n        email\n        token\n        firstname\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n": types.SessionDataDocument,
    "\n  mutation ReportJsError($input: ReportJsErrorInput!) {\n    reportJsError(input: $input) {\n      result\n    }\n  }\n": types.ReportJsErrorDocument,
    "\n  query App {\n    storeConfig {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      default_display_currency_code\n      timezone\n      grid_per_page\n      base_url\n      base_media_url\n      page_cache_ttl\n      default_robots\n      customer_robots\n      default_title\n      default_description\n      error_logging\n      error_note\n      newsletter_popup_enabled\n      newsletter_popup_delay\n      newsletter_popup_cookie\n      newsletter_popup_cookie_lifetime_yes\n      newsletter_popup_cookie_lifetime_no\n      newsletter_popup_gender\n      newsletter_popup_firstname\n      newsletter_popup_discount\n      customs_warning_enabled\n      customs_warning_message\n      customs_warning_popup_enabled\n      customs_warning_popup_title\n      customs_warning_popup_text\n      cookie_consent_enabled\n      cookie_consent_text\n      cookie_consent_cookie_name\n      cookie_consent_lifetime\n      tag_manager_enabled\n      tag_manager_id\n      pixel_enabled\n      pixel_id\n      reviews_provider_enabled\n      reviews_provider_id\n      search_provider_enabled\n      maps_enabled\n      affiliate_tracking_enabled\n      affiliate_tracking_id\n      error_logging_provider_enabled\n      error_logging_provider_dsn\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      base_url\n      website_code\n      timezone\n      available_currency_codes\n    }\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      formats {\n        code\n        symbol\n        decimal_symbol\n        pattern\n        precision\n        thouthand_symbol\n      }\n    }\n    categories {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        children {\n          uid\n          name\n          url_key\n          url_path\n          position\n        }\n      }\n    }\n  }\n": types.AppDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartMoney on Money {\n    value\n    currency\n  }\n"): typeof import('./graphql').CartMoneyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItemFields on CartItemInterface {\n    __typename\n    uid\n    quantity\n    product {\n      uid\n      sku\n      name\n      url_key\n      small_image {\n        url\n        label\n      }\n    }\n    is_reward_product\n    prices {\n      price_including_tax {\n        ...CartMoney\n      }\n      row_total_including_tax {\n        ...CartMoney\n      }\n      regular_price {\n        ...CartMoney\n      }\n      total_item_discount {\n        ...CartMoney\n      }\n      discounts {\n        label\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartItemExtrasFields\n    ... on ConfigurableCartItem {\n      configurable_options {\n        option_label\n        value_label\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        uid\n        label\n        values {\n          label\n          quantity\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPricesFields on CartPrices {\n    grand_total {\n      ...CartMoney\n    }\n    subtotal_including_tax {\n      ...CartMoney\n    }\n    subtotal_excluding_tax {\n      ...CartMoney\n    }\n    discounts {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n    rewardpoints {\n      ...CartMoney\n    }\n    rewardpoints_quantity\n    rewardpoints_gathered\n    applied_taxes {\n      label\n      amount {\n        ...CartMoney\n      }\n    }\n  }\n"): typeof import('./graphql').CartPricesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartFields on Cart {\n    id\n    total_quantity\n    items {\n      ...CartItemFields\n    }\n    error_messages\n    prices {\n      ...CartPricesFields\n    }\n    shipping_addresses {\n      selected_shipping_method {\n        carrier_code\n        method_code\n        carrier_title\n        method_title\n        amount {\n          ...CartMoney\n        }\n      }\n    }\n    ...CartCouponsFields\n    ...CartShippingFields\n    ...CartPointsFields\n    ...CartExtrasFields\n    ...CartCrossSellsFields\n  }\n"): typeof import('./graphql').CartFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGuestCart {\n    createGuestCart {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateGuestCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart($cartId: String!) {\n    cart(cart_id: $cartId) {\n      ...CartFields\n    }\n  }\n"): typeof import('./graphql').CartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {\n    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {\n      cart {\n        ...CartFields\n      }\n      user_errors {\n        code\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').AddProductsToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {\n    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $cartItemUid, quantity: $quantity }] }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCartItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {\n    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveItemFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartItemStock($cartId: String!) {\n    cart(cart_id: $cartId) {\n      items {\n        __typename\n        uid\n        product {\n          only_x_left_in_stock\n        }\n        ... on ConfigurableCartItem {\n          configured_variant {\n            only_x_left_in_stock\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartItemStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCount($cartId: String!) {\n    cart(cart_id: $cartId) {\n      total_quantity\n    }\n  }\n"): typeof import('./graphql').CartCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartCouponsFields on Cart {\n    applied_coupons {\n      code\n    }\n    prices {\n      discounts {\n        amount {\n          value\n          currency\n        }\n        coupon {\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartCouponsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCouponToCart($cartId: String!, $code: String!) {\n    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {\n      cart {\n        id\n        applied_coupons {\n          code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyCouponToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCouponFromCart($cartId: String!) {\n    removeCouponFromCart(input: { cart_id: $cartId }) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveCouponFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartCrossSellsFields on Cart {\n    cross_sell_products {\n      cross_sell_label\n      cross_sell_class_name\n      product_id\n      protein_insight\n      name\n      sku\n      related_skus\n      small_image {\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').CartCrossSellsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossSells(\n    $crossSellFilters: ProductAttributeFilterInput\n    $crossSellPageSize: Int!\n    $crossSellCurrentPage: Int!\n  ) {\n    cross_sells: products(filter: $crossSellFilters, pageSize: $crossSellPageSize, currentPage: $crossSellCurrentPage) {\n      total_count\n      items {\n        product_id\n        name\n        sku\n        url_key\n        stock_status\n        small_image {\n          url\n        }\n        price_range {\n          minimum_price {\n            final_price {\n              value\n              currency\n            }\n            regular_price {\n              value\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CrossSellsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrossSellFlags {\n    storeConfig {\n      cross_sell_cart\n      cross_sell_popup\n    }\n  }\n"): typeof import('./graphql').CrossSellFlagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartExtrasFields on Cart {\n    personalized_offers {\n      title\n      description\n      image\n      background\n      font_colour_headline\n      font_colour_copy\n      action_type\n      action_value\n    }\n    reward {\n      discount_label\n      popup_title\n      option_1_title\n      option_2_title\n      products {\n        name\n        sku\n        product_id\n        small_image {\n          url\n        }\n        txt_flavours\n        txt_size_kg\n        child_sku\n      }\n    }\n  }\n"): typeof import('./graphql').CartExtrasFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItemExtrasFields on CartItemInterface {\n    supersize {\n      sku\n      message\n    }\n  }\n"): typeof import('./graphql').CartItemExtrasFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRewardProductToCart($cartId: String!, $sku: String!, $childSku: String) {\n    addRewardProductToCart(input: { cart_id: $cartId, sku: $sku, child_sku: $childSku }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').AddRewardProductToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineRewardProduct($cartId: String!) {\n    declineRewardProduct(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').DeclineRewardProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupersizeCartItem($cartId: String!, $cartItemUid: ID!) {\n    supersizeCartItem(input: { cart_id: $cartId, cart_item_uid: $cartItemUid }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').SupersizeCartItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartLineQuantities($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartLineQuantitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BasketToMove($cartId: String!) {\n    cart(cart_id: $cartId) {\n      id\n      items {\n        uid\n        quantity\n        product {\n          sku\n          name\n        }\n        ... on ConfigurableCartItem {\n          configurable_options {\n            configurable_product_option_value_uid\n          }\n        }\n        ... on BundleCartItem {\n          bundle_options {\n            values {\n              uid\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BasketToMoveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductNamesBySku($skus: [String!]!) {\n    products(filter: { sku: { in: $skus } }, pageSize: 100) {\n      items {\n        sku\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ProductNamesBySkuDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPointsFields on Cart {\n    prices {\n      rewardpoints {\n        value\n        currency\n      }\n      rewardpoints_quantity\n      rewardpoints_gathered\n    }\n  }\n"): typeof import('./graphql').CartPointsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PointsAccount {\n    customer {\n      reward_points {\n        balance {\n          points\n          money {\n            value\n            currency\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PointsAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyRewardPointsToCart($cartId: String!, $points: Int!) {\n    applyRewardPointsToCart(input: { cart_id: $cartId, points: $points }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').ApplyRewardPointsToCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRewardPointsFromCart($cartId: String!) {\n    removeRewardPointsFromCart(input: { cart_id: $cartId }) {\n      cart {\n        ...CartFields\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveRewardPointsFromCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartShippingFields on Cart {\n    free_delivery_amount\n  }\n"): typeof import('./graphql').CartShippingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartShippingEstimate($cartId: String!) {\n    storeConfig {\n      allowed_countries\n      default_country\n      free_delivery_progress_text\n      free_delivery_progress_colour\n      free_delivery_success_text\n      free_delivery_success_colour\n    }\n    cart(cart_id: $cartId) {\n      id\n      shipping_addresses {\n        country {\n          code\n          label\n        }\n        region {\n          label\n        }\n        postcode\n        available_shipping_methods {\n          carrier_code\n          method_code\n          carrier_title\n          method_title\n          available\n          amount {\n            value\n            currency\n          }\n        }\n        selected_shipping_method {\n          carrier_code\n          method_code\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartShippingEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {\n    setShippingMethodsOnCart(\n      input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }\n    ) {\n      cart {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').SetShippingMethodOnCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryByPath($urlPath: String!) {\n    categories(filters: { url_path: { eq: $urlPath } }) {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        description\n        breadcrumbs {\n          category_uid\n          category_name\n          category_url_path\n        }\n        children {\n          uid\n          name\n          url_path\n          url_key\n          position\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryByPathDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceRangeFields on PriceRange {\n    minimum_price {\n      final_price {\n        value\n        currency\n      }\n      regular_price {\n        value\n        currency\n      }\n      discount {\n        amount_off\n        percent_off\n      }\n    }\n  }\n"): typeof import('./graphql').PriceRangeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummaryFields on ProductInterface {\n    __typename\n    uid\n    sku\n    name\n    url_key\n    stock_status\n    small_image {\n      url\n      label\n    }\n    price_range {\n      ...PriceRangeFields\n    }\n  }\n"): typeof import('./graphql').ProductSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList(\n    $filter: ProductAttributeFilterInput\n    $search: String\n    $sort: ProductAttributeSortInput\n    $pageSize: Int!\n    $currentPage: Int!\n  ) {\n    products(filter: $filter, search: $search, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...ProductSummaryFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($urlKey: String!) {\n    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {\n      items {\n        ...ProductSummaryFields\n        meta_title\n        meta_description\n        description {\n          html\n        }\n        short_description {\n          html\n        }\n        image {\n          url\n          label\n        }\n        media_gallery {\n          __typename\n          url\n          label\n          position\n          disabled\n          image360\n          ... on ProductVideo {\n            video_content {\n              video_title\n              video_url\n            }\n          }\n        }\n        ... on ConfigurableProduct {\n          configurable_options {\n            uid\n            attribute_code\n            label\n            position\n            values {\n              uid\n              value_index\n              label\n            }\n          }\n          variants {\n            attributes {\n              code\n              value_index\n              uid\n              label\n            }\n            product {\n              uid\n              sku\n              name\n              stock_status\n              small_image {\n                url\n                label\n              }\n              price_range {\n                ...PriceRangeFields\n              }\n            }\n          }\n        }\n        ... on BundleProduct {\n          items {\n            uid\n            option_id\n            title\n            required\n            type\n            position\n            options {\n              uid\n              label\n              quantity\n              can_change_quantity\n              is_default\n              price\n              price_type\n              product {\n                uid\n                sku\n                name\n                stock_status\n              }\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CmsPage($identifier: String!) {\n    cmsPage(identifier: $identifier) {\n      identifier\n      url_key\n      title\n      content_heading\n      content\n      meta_title\n      meta_description\n    }\n  }\n"): typeof import('./graphql').CmsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateCustomerToken($email: String!, $password: String!) {\n    generateCustomerToken(email: $email, password: $password) {\n      token\n    }\n  }\n"): typeof import('./graphql').GenerateCustomerTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCustomerToken {\n    revokeCustomerToken {\n      result\n    }\n  }\n"): typeof import('./graphql').RevokeCustomerTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInCustomer {\n    customer {\n      firstname\n    }\n  }\n"): typeof import('./graphql').SignedInCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCartId {\n    customerCart {\n      id\n    }\n  }\n"): typeof import('./graphql').CustomerCartIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCarts($source: String!, $destination: String!) {\n    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {\n      id\n      total_quantity\n    }\n  }\n"): typeof import('./graphql').MergeCartsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressBook {\n    storeConfig {\n      allowed_countries\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      addresses {\n        id\n        firstname\n        lastname\n        company\n        street\n        house_number\n        city\n        region {\n          region\n          region_code\n        }\n        postcode\n        country_code\n        telephone\n        default_billing\n        default_shipping\n      }\n    }\n  }\n"): typeof import('./graphql').AddressBookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomerAddress($input: CustomerAddressInput!) {\n    createCustomerAddress(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {\n    updateCustomerAddress(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomerAddress($id: Int!) {\n    deleteCustomerAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteCustomerAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeEmailToNewsletter($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').SubscribeEmailToNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsletterConfirmation {\n    storeConfig {\n      newsletter_confirmation_required\n    }\n  }\n"): typeof import('./graphql').NewsletterConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDetails {\n    storeConfig {\n      default_country\n    }\n    customer {\n      firstname\n      lastname\n      email\n      date_of_birth\n      gender\n      mobile_number\n      fitness_goal\n      dietary_needs\n    }\n  }\n"): typeof import('./graphql').AccountDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountDetails($input: CustomerUpdateInput!) {\n    updateCustomerV2(input: $input) {\n      customer {\n        firstname\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateAccountDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {\n    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      email\n    }\n  }\n"): typeof import('./graphql').ChangeCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPreferences {\n    customer {\n      is_subscribed\n      contact_preferences {\n        channel\n        enabled\n      }\n    }\n  }\n"): typeof import('./graphql').ContactPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactPreferences($subscribed: Boolean!, $channels: [CustomerContactPreferenceInput!]!) {\n    updateCustomerV2(input: { is_subscribed: $subscribed }) {\n      customer {\n        is_subscribed\n      }\n    }\n    updateCustomerContactPreferences(input: { channels: $channels }) {\n      email\n    }\n  }\n"): typeof import('./graphql').UpdateContactPreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionData($cartId: String) {\n    sessionData(cart_id: $cartId) {\n      geo_store {\n        popup_enabled\n        website\n        store\n        currency\n        popup_title\n        popup_subline\n        popup_button\n        popup_copy1\n        popup_copy2\n      }\n      customer {\n        email\n        token\n        firstname\n      }\n      cart {\n        id\n        total_quantity\n      }\n    }\n  }\n"): typeof import('./graphql').SessionDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportJsError($input: ReportJsErrorInput!) {\n    reportJsError(input: $input) {\n      result\n    }\n  }\n"): typeof import('./graphql').ReportJsErrorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query App {\n    storeConfig {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      default_display_currency_code\n      timezone\n      grid_per_page\n      base_url\n      base_media_url\n      page_cache_ttl\n      default_robots\n      customer_robots\n      default_title\n      default_description\n      error_logging\n      error_note\n      newsletter_popup_enabled\n      newsletter_popup_delay\n      newsletter_popup_cookie\n      newsletter_popup_cookie_lifetime_yes\n      newsletter_popup_cookie_lifetime_no\n      newsletter_popup_gender\n      newsletter_popup_firstname\n      newsletter_popup_discount\n      customs_warning_enabled\n      customs_warning_message\n      customs_warning_popup_enabled\n      customs_warning_popup_title\n      customs_warning_popup_text\n      cookie_consent_enabled\n      cookie_consent_text\n      cookie_consent_cookie_name\n      cookie_consent_lifetime\n      tag_manager_enabled\n      tag_manager_id\n      pixel_enabled\n      pixel_id\n      reviews_provider_enabled\n      reviews_provider_id\n      search_provider_enabled\n      maps_enabled\n      affiliate_tracking_enabled\n      affiliate_tracking_id\n      error_logging_provider_enabled\n      error_logging_provider_dsn\n    }\n    availableStores {\n      store_code\n      store_name\n      locale\n      base_currency_code\n      base_url\n      website_code\n      timezone\n      available_currency_codes\n    }\n    currency {\n      base_currency_code\n      default_display_currency_code\n      available_currency_codes\n      formats {\n        code\n        symbol\n        decimal_symbol\n        pattern\n        precision\n        thouthand_symbol\n      }\n    }\n    categories {\n      items {\n        uid\n        name\n        url_key\n        url_path\n        children {\n          uid\n          name\n          url_key\n          url_path\n          position\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AppDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
