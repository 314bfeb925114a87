/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AttributeInputSelectedOption = {
  value: string;
};

export type AttributeValueInput = {
  attribute_code: string;
  selected_options?: Array<AttributeInputSelectedOption | null | undefined> | null | undefined;
  value?: string | null | undefined;
};

export type BillingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  same_as_shipping?: boolean | null | undefined;
  use_for_shipping?: boolean | null | undefined;
};

export type CartAddressInput = {
  city: string;
  company?: string | null | undefined;
  country_code: string;
  fax?: string | null | undefined;
  firstname: string;
  house_number?: string | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: string | null | undefined;
  region_id?: number | null | undefined;
  save_in_address_book?: boolean | null | undefined;
  street: Array<string | null | undefined>;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CartItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  sku: string;
  /** Buys the line on subscription, delivered again every so many weeks (one of the product's subscribe_and_save frequencies); a signed-in customer's cart only. */
  subscription_frequency_weeks?: number | null | undefined;
};

export type CartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type ContactUsInput = {
  comment: string;
  email: string;
  name: string;
  telephone?: string | null | undefined;
};

export type CountryCodeEnum =
  | 'AD'
  | 'AE'
  | 'AF'
  | 'AG'
  | 'AI'
  | 'AL'
  | 'AM'
  | 'AN'
  | 'AO'
  | 'AQ'
  | 'AR'
  | 'AS'
  | 'AT'
  | 'AU'
  | 'AW'
  | 'AX'
  | 'AZ'
  | 'BA'
  | 'BB'
  | 'BD'
  | 'BE'
  | 'BF'
  | 'BG'
  | 'BH'
  | 'BI'
  | 'BJ'
  | 'BL'
  | 'BM'
  | 'BN'
  | 'BO'
  | 'BR'
  | 'BS'
  | 'BT'
  | 'BV'
  | 'BW'
  | 'BY'
  | 'BZ'
  | 'CA'
  | 'CC'
  | 'CD'
  | 'CF'
  | 'CG'
  | 'CH'
  | 'CI'
  | 'CK'
  | 'CL'
  | 'CM'
  | 'CN'
  | 'CO'
  | 'CR'
  | 'CU'
  | 'CV'
  | 'CX'
  | 'CY'
  | 'CZ'
  | 'DE'
  | 'DJ'
  | 'DK'
  | 'DM'
  | 'DO'
  | 'DZ'
  | 'EC'
  | 'EE'
  | 'EG'
  | 'EH'
  | 'ER'
  | 'ES'
  | 'ET'
  | 'FI'
  | 'FJ'
  | 'FK'
  | 'FM'
  | 'FO'
  | 'FR'
  | 'GA'
  | 'GB'
  | 'GD'
  | 'GE'
  | 'GF'
  | 'GG'
  | 'GH'
  | 'GI'
  | 'GL'
  | 'GM'
  | 'GN'
  | 'GP'
  | 'GQ'
  | 'GR'
  | 'GS'
  | 'GT'
  | 'GU'
  | 'GW'
  | 'GY'
  | 'HK'
  | 'HM'
  | 'HN'
  | 'HR'
  | 'HT'
  | 'HU'
  | 'ID'
  | 'IE'
  | 'IL'
  | 'IM'
  | 'IN'
  | 'IO'
  | 'IQ'
  | 'IR'
  | 'IS'
  | 'IT'
  | 'JE'
  | 'JM'
  | 'JO'
  | 'JP'
  | 'KE'
  | 'KG'
  | 'KH'
  | 'KI'
  | 'KM'
  | 'KN'
  | 'KP'
  | 'KR'
  | 'KW'
  | 'KY'
  | 'KZ'
  | 'LA'
  | 'LB'
  | 'LC'
  | 'LI'
  | 'LK'
  | 'LR'
  | 'LS'
  | 'LT'
  | 'LU'
  | 'LV'
  | 'LY'
  | 'MA'
  | 'MC'
  | 'MD'
  | 'ME'
  | 'MF'
  | 'MG'
  | 'MH'
  | 'MK'
  | 'ML'
  | 'MM'
  | 'MN'
  | 'MO'
  | 'MP'
  | 'MQ'
  | 'MR'
  | 'MS'
  | 'MT'
  | 'MU'
  | 'MV'
  | 'MW'
  | 'MX'
  | 'MY'
  | 'MZ'
  | 'NA'
  | 'NC'
  | 'NE'
  | 'NF'
  | 'NG'
  | 'NI'
  | 'NL'
  | 'NO'
  | 'NP'
  | 'NR'
  | 'NU'
  | 'NZ'
  | 'OM'
  | 'PA'
  | 'PE'
  | 'PF'
  | 'PG'
  | 'PH'
  | 'PK'
  | 'PL'
  | 'PM'
  | 'PN'
  | 'PS'
  | 'PT'
  | 'PW'
  | 'PY'
  | 'QA'
  | 'RE'
  | 'RO'
  | 'RS'
  | 'RU'
  | 'RW'
  | 'SA'
  | 'SB'
  | 'SC'
  | 'SD'
  | 'SE'
  | 'SG'
  | 'SH'
  | 'SI'
  | 'SJ'
  | 'SK'
  | 'SL'
  | 'SM'
  | 'SN'
  | 'SO'
  | 'SR'
  | 'ST'
  | 'SV'
  | 'SY'
  | 'SZ'
  | 'TC'
  | 'TD'
  | 'TF'
  | 'TG'
  | 'TH'
  | 'TJ'
  | 'TK'
  | 'TL'
  | 'TM'
  | 'TN'
  | 'TO'
  | 'TR'
  | 'TT'
  | 'TV'
  | 'TW'
  | 'TZ'
  | 'UA'
  | 'UG'
  | 'UM'
  | 'US'
  | 'UY'
  | 'UZ'
  | 'VA'
  | 'VC'
  | 'VE'
  | 'VG'
  | 'VI'
  | 'VN'
  | 'VU'
  | 'WF'
  | 'WS'
  | 'YE'
  | 'YT'
  | 'ZA'
  | 'ZM'
  | 'ZW';

export type CreateProductReviewInput = {
  nickname: string;
  ratings: Array<ProductReviewRatingInput | null | undefined>;
  sku: string;
  summary: string;
  text: string;
};

export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

export type CustomerAddressAttributeInput = {
  attribute_code: string;
  value: string;
};

export type CustomerAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  country_code?: CountryCodeEnum | null | undefined;
  country_id?: CountryCodeEnum | null | undefined;
  /** @deprecated Use custom_attributesV2 instead. */
  custom_attributes?: Array<CustomerAddressAttributeInput | null | undefined> | null | undefined;
  custom_attributesV2?: Array<AttributeValueInput | null | undefined> | null | undefined;
  default_billing?: boolean | null | undefined;
  default_shipping?: boolean | null | undefined;
  fax?: string | null | undefined;
  firstname?: string | null | undefined;
  house_number?: string | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  postcode?: string | null | undefined;
  prefix?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
  street?: Array<string | null | undefined> | null | undefined;
  suffix?: string | null | undefined;
  telephone?: string | null | undefined;
  vat_id?: string | null | undefined;
};

export type CustomerAddressRegionInput = {
  region?: string | null | undefined;
  region_code?: string | null | undefined;
  region_id?: number | null | undefined;
};

/** A way the shop may contact the customer (SPEC §3 contact preferences). */
export type CustomerContactChannel =
  | 'EMAIL'
  | 'PHONE'
  | 'POST'
  | 'SMS';

export type CustomerContactPreferenceInput = {
  channel: CustomerContactChannel;
  enabled: boolean;
};

export type CustomerCreateInput = {
  allow_remote_shopping_assistance?: boolean | null | undefined;
  custom_attributes?: Array<AttributeValueInput | null | undefined> | null | undefined;
  date_of_birth?: string | null | undefined;
  dietary_needs?: Array<CustomerDietaryNeed> | null | undefined;
  dob?: string | null | undefined;
  email: string;
  firstname: string;
  fitness_goal?: CustomerFitnessGoal | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname: string;
  middlename?: string | null | undefined;
  mobile_number?: string | null | undefined;
  password?: string | null | undefined;
  prefix?: string | null | undefined;
  /** A friend's referral code: the new account is that friend's referral. */
  referral_code?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type CustomerDietaryNeed =
  | 'DAIRY_FREE'
  | 'GLUTEN_FREE'
  | 'KETO'
  | 'LACTOSE_FREE'
  | 'ORGANIC'
  | 'PALEO'
  | 'VEGAN'
  | 'VEGETARIAN'
  | 'WHEAT_FREE';

export type CustomerFitnessGoal =
  | 'ENDURANCE'
  | 'HEALTHY_LIVING'
  | 'LEAN_MUSCLE'
  | 'MUSCLE_MASS'
  | 'SPORTS_FITNESS'
  | 'TONING'
  | 'WEIGHT_GAIN'
  | 'WEIGHT_LOSS';

export type CustomerSubscriptionStatus =
  | 'ACTIVE'
  | 'CANCELED'
  | 'PAUSED';

export type CustomerUpdateInput = {
  allow_remote_shopping_assistance?: boolean | null | undefined;
  custom_attributes?: Array<AttributeValueInput | null | undefined> | null | undefined;
  date_of_birth?: string | null | undefined;
  dietary_needs?: Array<CustomerDietaryNeed> | null | undefined;
  dob?: string | null | undefined;
  firstname?: string | null | undefined;
  fitness_goal?: CustomerFitnessGoal | null | undefined;
  gender?: number | null | undefined;
  is_subscribed?: boolean | null | undefined;
  lastname?: string | null | undefined;
  middlename?: string | null | undefined;
  mobile_number?: string | null | undefined;
  prefix?: string | null | undefined;
  suffix?: string | null | undefined;
  taxvat?: string | null | undefined;
};

export type EnteredOptionInput = {
  uid: string;
  value: string;
};

export type EstimateAddressInput = {
  country_code: CountryCodeEnum;
  postcode?: string | null | undefined;
  region?: CustomerAddressRegionInput | null | undefined;
};

export type EstimateTotalsInput = {
  address: EstimateAddressInput;
  cart_id: string;
  shipping_method?: ShippingMethodInput | null | undefined;
};

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterMatchTypeEnum =
  | 'FULL'
  | 'PARTIAL';

export type FilterMatchTypeInput = {
  match?: string | null | undefined;
  match_type?: FilterMatchTypeEnum | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type PasswordResetTokenStatus =
  /** The link is older than 24 hours. */
  | 'EXPIRED'
  /** Unknown, already used, replaced by a newer link, or not this email's. */
  | 'INVALID'
  /** The link works: resetPassword will accept it. */
  | 'VALID';

export type PaymentTokenTypeEnum =
  | 'account'
  | 'card';

export type PlaceOrderErrorCodes =
  | 'CART_NOT_ACTIVE'
  | 'CART_NOT_FOUND'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export type PriceTypeEnum =
  | 'DYNAMIC'
  | 'FIXED'
  | 'PERCENT';

export type ProductAttributeFilterInput = {
  /** @deprecated Use `category_uid` instead. */
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  category_url_path?: FilterEqualTypeInput | null | undefined;
  /** Products the shop's cross-sell rules suggest with these skus (the cross-sell popup's CrossSells query). */
  crosssell_of?: FilterEqualTypeInput | null | undefined;
  description?: FilterMatchTypeInput | null | undefined;
  dietary?: FilterEqualTypeInput | null | undefined;
  flavours?: FilterEqualTypeInput | null | undefined;
  goal?: FilterEqualTypeInput | null | undefined;
  name?: FilterMatchTypeInput | null | undefined;
  on_sale?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  product_range?: FilterEqualTypeInput | null | undefined;
  short_description?: FilterMatchTypeInput | null | undefined;
  size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
};

export type ProductAttributeSortInput = {
  /** Units ordered, most first with DESC. */
  bestsellers?: SortEnum | null | undefined;
  name?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductReviewRatingInput = {
  id: string;
  value_id: string;
};

/** A review's moderation status (Magento's review statuses). */
export type ProductReviewStatus =
  | 'APPROVED'
  | 'NOT_APPROVED'
  | 'PENDING';

export type ProductStockStatus =
  | 'IN_STOCK'
  | 'OUT_OF_STOCK';

export type ReportJsErrorInput = {
  code: string;
  customer_note?: string | null | undefined;
  message: string;
  timestamp: string;
  trace?: string | null | undefined;
  url?: string | null | undefined;
  user_agent?: string | null | undefined;
};

/** What a points entry is now. */
export type RewardPointsEntryStatus =
  /** Spendable now. */
  | 'AVAILABLE'
  /** Points of an order cancelled or refunded: gathered ones are not earned, spent ones came back. */
  | 'CANCELED'
  /** Earned, spendable from `available_from`. */
  | 'DELAYED'
  /** No longer spendable (past `available_until`). */
  | 'EXPIRED'
  /** Waiting for validation (an order not yet invoiced, a review not yet approved). */
  | 'UNVALIDATED'
  /** Points spent on an order. */
  | 'USED';

export type ShippingAddressInput = {
  address?: CartAddressInput | null | undefined;
  customer_address_id?: number | null | undefined;
  customer_notes?: string | null | undefined;
  pickup_location_code?: string | null | undefined;
};

export type ShippingMethodInput = {
  carrier_code: string;
  method_code: string;
};

export type SortEnum =
  | 'ASC'
  | 'DESC';

export type SubscriptionStatusesEnum =
  | 'NOT_ACTIVE'
  | 'SUBSCRIBED'
  | 'UNCONFIRMED'
  | 'UNSUBSCRIBED';

export type UrlRewriteEntityTypeEnum =
  | 'CATEGORY'
  | 'CMS_PAGE'
  | 'PRODUCT';

export type WishListUserInputErrorType =
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistCartUserInputErrorType =
  | 'INSUFFICIENT_STOCK'
  | 'NOT_SALABLE'
  | 'PRODUCT_NOT_FOUND'
  | 'UNDEFINED';

export type WishlistItemInput = {
  entered_options?: Array<EnteredOptionInput | null | undefined> | null | undefined;
  parent_sku?: string | null | undefined;
  quantity: number;
  selected_options?: Array<string | null | undefined> | null | undefined;
  sku: string;
};

export type StoreCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreCountriesQuery = { countries: Array<{ two_letter_abbreviation: string | null } | null> | null };

export type CartMoneyFragment = { value: number | null, currency: CurrencyEnum | null };

type CartItemFields_BundleCartItem_Fragment = { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
  , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null };

type CartItemFields_ConfigurableCartItem_Fragment = { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
  , product:
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
  , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null };

type CartItemFields_DownloadableCartItem_Fragment = { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
  , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null };

type CartItemFields_SimpleCartItem_Fragment = { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
  , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null };

type CartItemFields_VirtualCartItem_Fragment = { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
    | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
  , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null };

export type CartItemFieldsFragment =
  | CartItemFields_BundleCartItem_Fragment
  | CartItemFields_ConfigurableCartItem_Fragment
  | CartItemFields_DownloadableCartItem_Fragment
  | CartItemFields_SimpleCartItem_Fragment
  | CartItemFields_VirtualCartItem_Fragment
;

export type CartPricesFieldsFragment = { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null };

export type CartFieldsFragment = { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
      , product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
   | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestCartMutation = { createGuestCart: { cart: { id: string } | null } | null };

export type CartQueryVariables = Exact<{
  cartId: string;
}>;


export type CartQuery = { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
     | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null }, user_errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string;
  quantity: number;
}>;


export type UpdateCartItemsMutation = { updateCartItems: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string;
}>;


export type RemoveItemFromCartMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type CartItemStockQueryVariables = Exact<{
  cartId: string;
}>;


export type CartItemStockQuery = { cart: { items: Array<
      | { __typename: 'BundleCartItem', uid: string, product:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
         }
      | { __typename: 'ConfigurableCartItem', uid: string, configured_variant:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
        , product:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
         }
      | { __typename: 'DownloadableCartItem', uid: string, product:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
         }
      | { __typename: 'SimpleCartItem', uid: string, product:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
         }
      | { __typename: 'VirtualCartItem', uid: string, product:
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
          | { only_x_left_in_stock: number | null }
         }
     | null> | null } | null };

export type CartCountQueryVariables = Exact<{
  cartId: string;
}>;


export type CartCountQuery = { cart: { total_quantity: number } | null };

export type CartCrossSellsFieldsFragment = { cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null };

export type CrossSellsQueryVariables = Exact<{
  crossSellFilters?: ProductAttributeFilterInput | null | undefined;
  crossSellPageSize: number;
  crossSellCurrentPage: number;
}>;


export type CrossSellsQuery = { cross_sells: { total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { __typename: 'ConfigurableProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { __typename: 'DownloadableProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { __typename: 'GroupedProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { __typename: 'SimpleProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
      | { __typename: 'VirtualProduct', product_id: number | null, name: string | null, sku: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
     | null> | null } | null };

export type CrossSellFlagsQueryVariables = Exact<{ [key: string]: never; }>;


export type CrossSellFlagsQuery = { storeConfig: { cross_sell_cart: boolean | null, cross_sell_popup: boolean | null } | null };

export type CartLineQuantitiesQueryVariables = Exact<{
  cartId: string;
}>;


export type CartLineQuantitiesQuery = { cart: { id: string, items: Array<
      | { uid: string, quantity: number, product:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
          | { sku: string | null }
         }
     | null> | null } | null };

export type BasketToMoveQueryVariables = Exact<{
  cartId: string;
}>;


export type BasketToMoveQuery = { cart: { id: string, items: Array<
      | { uid: string, quantity: number, bundle_options: Array<{ values: Array<{ uid: string } | null> } | null>, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         }
      | { uid: string, quantity: number, configurable_options: Array<{ configurable_product_option_value_uid: string } | null>, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         }
      | { uid: string, quantity: number, product:
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
          | { sku: string | null, name: string | null }
         }
     | null> | null, shipping_addresses: Array<{ postcode: string | null, country: { code: string }, region: { label: string | null } | null } | null> } | null };

export type ProductNamesBySkuQueryVariables = Exact<{
  skus: Array<string> | string;
}>;


export type ProductNamesBySkuQuery = { products: { items: Array<
      | { sku: string | null, name: string | null }
      | { sku: string | null, name: string | null }
      | { sku: string | null, name: string | null }
      | { sku: string | null, name: string | null }
      | { sku: string | null, name: string | null }
      | { sku: string | null, name: string | null }
     | null> | null } | null };

export type CategoryByPathQueryVariables = Exact<{
  urlPath: string;
}>;


export type CategoryByPathQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, image: string | null, description: string | null, meta_title: string | null, meta_description: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_key: string | null, position: number | null, image: string | null } | null> | null } | null> | null } | null };

export type PriceRangeFieldsFragment = { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } };

type ProductSummaryFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductSummaryFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductSummaryFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductSummaryFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductSummaryFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductSummaryFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

export type ProductSummaryFieldsFragment =
  | ProductSummaryFields_BundleProduct_Fragment
  | ProductSummaryFields_ConfigurableProduct_Fragment
  | ProductSummaryFields_DownloadableProduct_Fragment
  | ProductSummaryFields_GroupedProduct_Fragment
  | ProductSummaryFields_SimpleProduct_Fragment
  | ProductSummaryFields_VirtualProduct_Fragment
;

export type ProductListQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  search?: string | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
  chosenCategories?: Array<string> | string | null | undefined;
  withChosenCategories?: boolean | null | undefined;
  withShortText?: boolean | null | undefined;
  withVariantPictures?: boolean | null | undefined;
}>;


export type ProductListQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ value: string | null } | null> | null } | null, suggestions: Array<{ search: string } | null> | null } | null, chosenCategories?: { items: Array<{ uid: string, name: string | null } | null> | null } | null };

type MediaGalleryEntryFields_ProductImage_Fragment = { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null };

type MediaGalleryEntryFields_ProductVideo_Fragment = { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null };

export type MediaGalleryEntryFieldsFragment =
  | MediaGalleryEntryFields_ProductImage_Fragment
  | MediaGalleryEntryFields_ProductVideo_Fragment
;

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, product:
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
       | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductDetailFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
        | { value: string | null }
        | { value: string | null }
        | { value: string | null }
       | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, net_weight_grams: number | null, servings_per_pack: number | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
        | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
        | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
       | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductDetailFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductDetailFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductDetailFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
   | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

export type ProductDetailFieldsFragment =
  | ProductDetailFields_BundleProduct_Fragment
  | ProductDetailFields_ConfigurableProduct_Fragment
  | ProductDetailFields_DownloadableProduct_Fragment
  | ProductDetailFields_GroupedProduct_Fragment
  | ProductDetailFields_SimpleProduct_Fragment
  | ProductDetailFields_VirtualProduct_Fragment
;

export type ProductPageQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductPageQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, product:
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { value: string | null }
              | { value: string | null }
              | { value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, net_weight_grams: number | null, servings_per_pack: number | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
              | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
              | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
             | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null } | null };

export type QuickBuyProductsQueryVariables = Exact<{
  skus: Array<string> | string;
  pageSize: number;
}>;


export type QuickBuyProductsQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, product:
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { value: string | null }
              | { value: string | null }
              | { value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, net_weight_grams: number | null, servings_per_pack: number | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
              | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
              | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
             | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', product_id: number | null, meta_title: string | null, meta_description: string | null, ingredients: string | null, nutrition: string | null, texture: string | null, active_ingredients: string | null, recommended_serving: string | null, serving_grams: number | null, net_weight_grams: number | null, servings_per_pack: number | null, claims_list: Array<string | null> | null, deal_price: number | null, deal_end_time: string | null, claimed_percent: number | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, review_rating_counts: Array<{ stars: number, count: number }> | null, amino_acid_profile: Array<{ name: string | null, per_serving: number | null, per_100g: number | null } | null> | null, subscribe_and_save: { discount_percent: number, frequencies_weeks: Array<number>, default_frequency_weeks: number } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, image360: Array<string | null> | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null } | null };

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;


export type CmsPageQuery = { cmsPage: { identifier: string | null, url_key: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null } | null };

export type CmsBlocksQueryVariables = Exact<{
  identifiers?: Array<string | null | undefined> | string | null | undefined;
}>;


export type CmsBlocksQuery = { cmsBlocks: { items: Array<{ identifier: string | null, content: string | null } | null> | null } | null };

export type RouteQueryVariables = Exact<{
  url: string;
}>;


export type RouteQuery = { route:
    | { __typename: 'BundleProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'CategoryTree', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'CmsPage', identifier: string | null, url_key: string | null, title: string | null, content_heading: string | null, content: string | null, meta_title: string | null, meta_description: string | null, relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'ConfigurableProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'DownloadableProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'GroupedProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'RoutableUrl', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'SimpleProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
    | { __typename: 'VirtualProduct', relative_url: string | null, redirect_code: number, type: UrlRewriteEntityTypeEnum | null }
   | null };

export type AddressBookCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookCoreQuery = { storeConfig: { default_country: string | null } | null, customer: { firstname: string | null, lastname: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null } | null } | null> | null } | null };

export type CartCoreFieldsFragment = { id: string, total_quantity: number, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
      , product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
      , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
   | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null };

export type CartCoreQueryVariables = Exact<{
  cartId: string;
}>;


export type CartCoreQuery = { cart: { id: string, total_quantity: number, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
        , product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
        , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
     | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null } | null };

export type AddProductsToCartCoreMutationVariables = Exact<{
  cartId: string;
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartCoreMutation = { addProductsToCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null }, user_errors: Array<{ code: CartUserInputErrorType, message: string } | null> } | null };

export type UpdateCartItemsCoreMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string;
  quantity: number;
}>;


export type UpdateCartItemsCoreMutation = { updateCartItems: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null } } | null };

export type RemoveItemFromCartCoreMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string;
}>;


export type RemoveItemFromCartCoreMutation = { removeItemFromCart: { cart: { id: string, total_quantity: number, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null }
       | null> | null, prices: { grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null } } | null };

type ProductCardCoreFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductCardCoreFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductCardCoreFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductCardCoreFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductCardCoreFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

type ProductCardCoreFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } };

export type ProductCardCoreFieldsFragment =
  | ProductCardCoreFields_BundleProduct_Fragment
  | ProductCardCoreFields_ConfigurableProduct_Fragment
  | ProductCardCoreFields_DownloadableProduct_Fragment
  | ProductCardCoreFields_GroupedProduct_Fragment
  | ProductCardCoreFields_SimpleProduct_Fragment
  | ProductCardCoreFields_VirtualProduct_Fragment
;

export type ProductListCoreQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  search?: string | null | undefined;
  sort?: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
  chosenCategories?: Array<string> | string | null | undefined;
  withChosenCategories?: boolean | null | undefined;
  withShortText?: boolean | null | undefined;
  withVariantPictures?: boolean | null | undefined;
}>;


export type ProductListCoreQuery = { products: { total_count: number | null, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, short_description?: { html: string } | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null, aggregations: Array<{ attribute_code: string, label: string | null, position: number | null, options: Array<{ label: string | null, value: string, count: number | null } | null> | null } | null> | null, sort_fields: { default: string | null, options: Array<{ value: string | null } | null> | null } | null, suggestions: Array<{ search: string } | null> | null } | null, chosenCategories?: { items: Array<{ uid: string, name: string | null } | null> | null } | null };

export type CategoryByPathCoreQueryVariables = Exact<{
  urlPath: string;
}>;


export type CategoryByPathCoreQuery = { categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, description: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, children: Array<{ uid: string, name: string | null, url_path: string | null, url_key: string | null, position: number | null } | null> | null } | null> | null } | null };

export type ProductPageCoreQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductPageCoreQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, items: Array<{ uid: string | null, option_id: number | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, price_type: PriceTypeEnum | null, product:
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null } | null> | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, configurable_options: Array<{ uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ uid: string | null, value_index: number | null, label: string | null, swatch_data:
              | { value: string | null }
              | { value: string | null }
              | { value: string | null }
             | null } | null> | null } | null> | null, variants: Array<{ attributes: Array<{ code: string | null, value_index: number | null, uid: string, label: string | null } | null> | null, product: { uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, media_gallery: Array<
              | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
              | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
             | null> | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } } | null } | null> | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, only_x_left_in_stock: number | null, description: { html: string } | null, short_description: { html: string } | null, image: { url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null, video_content: { video_title: string | null, video_url: string | null } | null }
         | null> | null, categories: Array<{ uid: string, name: string | null, url_path: string | null, breadcrumbs: Array<{ category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null } | null };

export type BackendDialectQueryVariables = Exact<{ [key: string]: never; }>;


export type BackendDialectQuery = { storeConfigType: { fields: Array<{ name: string }> | null } | null };

export type OrderSummaryCoreFieldsFragment = { number: string, order_date: string, status: string, shipping_address: { firstname: string, lastname: string } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null };

export type OrderDocumentsCoreFieldsFragment = { number: string, invoices: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
     | null> | null } | null>, shipments: Array<{ number: string, tracking: Array<{ title: string, number: string | null } | null> | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
     | null> | null } | null> | null, credit_memos: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
     | null> | null } | null> | null };

export type OrderAddressCoreFieldsFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type OrderDetailCoreFieldsFragment = { email: string | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
   | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
     | null> | null } | null>, shipments: Array<{ number: string, tracking: Array<{ title: string, number: string | null } | null> | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
     | null> | null } | null> | null, credit_memos: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
     | null> | null } | null> | null };

export type CustomerOrderCoreQueryVariables = Exact<{
  number: string;
}>;


export type CustomerOrderCoreQuery = { customer: { orders: { items: Array<{ email: string | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
         | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
           | null> | null } | null>, shipments: Array<{ number: string, tracking: Array<{ title: string, number: string | null } | null> | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
           | null> | null } | null> | null, credit_memos: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
           | null> | null } | null> | null } | null> } | null } | null };

export type GuestOrderByTokenCoreQueryVariables = Exact<{
  token: string;
}>;


export type GuestOrderByTokenCoreQuery = { guestOrderByToken: { email: string | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
       | null> | null } | null>, shipments: Array<{ number: string, tracking: Array<{ title: string, number: string | null } | null> | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_shipped: number }
        | { product_name: string | null, product_sku: string, quantity_shipped: number }
       | null> | null } | null> | null, credit_memos: Array<{ number: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
       | null> | null } | null> | null } };

export type CustomerOrdersEverywhereCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerOrdersEverywhereCoreQuery = { customer: { orders: { total_count: number | null } | null } | null };

export type AppCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type AppCoreQuery = { storeConfig: { store_code: string | null, store_name: string | null, locale: string | null, base_currency_code: string | null, default_display_currency_code: string | null, timezone: string | null, default_country: string | null, minimum_password_length: string | null, required_character_classes_number: string | null, grid_per_page: number | null, catalog_default_sort_by: string | null, base_url: string | null, base_media_url: string | null, default_title: string | null, default_description: string | null } | null, availableStores: Array<{ store_code: string | null, store_name: string | null, locale: string | null, base_currency_code: string | null, base_url: string | null, website_code: string | null, timezone: string | null } | null> | null, currency: { base_currency_code: string | null, default_display_currency_code: string | null, available_currency_codes: Array<string | null> | null } | null, categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null } | null> | null } | null> | null } | null };

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type GenerateCustomerTokenMutation = { generateCustomerToken: { token: string | null } | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { revokeCustomerToken: { result: boolean } | null };

export type SignedInCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInCustomerQuery = { customer: { firstname: string | null } | null };

export type CustomerCartIdQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartIdQuery = { customerCart: { id: string } };

export type MergeCartsMutationVariables = Exact<{
  source: string;
  destination: string;
}>;


export type MergeCartsMutation = { mergeCarts: { id: string, total_quantity: number } };

export type AddressBookQueryVariables = Exact<{ [key: string]: never; }>;


export type AddressBookQuery = { storeConfig: { allowed_countries: Array<string | null> | null, default_country: string | null } | null, customer: { firstname: string | null, lastname: string | null, addresses: Array<{ id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, house_number: string | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { region: string | null, region_code: string | null } | null } | null> | null } | null };

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { createCustomerAddress: { id: number | null } | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: number;
  input?: CustomerAddressInput | null | undefined;
}>;


export type UpdateCustomerAddressMutation = { updateCustomerAddress: { id: number | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCustomerAddressMutation = { deleteCustomerAddress: boolean | null };

export type SavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCardsQuery = { customerPaymentTokens: { items: Array<{ public_hash: string, type: PaymentTokenTypeEnum, details: string | null } | null> } | null };

export type DeleteSavedCardMutationVariables = Exact<{
  hash: string;
}>;


export type DeleteSavedCardMutation = { deletePaymentToken: { result: boolean } | null };

export type SubscribeEmailToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeEmailToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null, welcome_coupon_code: string | null } | null };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  id: number;
  code: string;
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: { status: SubscriptionStatusesEnum | null, welcome_coupon_code: string | null } | null };

export type NewsletterConfirmationQueryVariables = Exact<{ [key: string]: never; }>;


export type NewsletterConfirmationQuery = { storeConfig: { newsletter_confirmation_required: boolean | null } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { createCustomerV2: { customer: { email: string | null, firstname: string | null } } | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetEmailMutation = { requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean | null };

export type PasswordResetTokenStatusQueryVariables = Exact<{
  email: string;
  token: string;
}>;


export type PasswordResetTokenStatusQuery = { passwordResetTokenStatus: PasswordResetTokenStatus };

export type SessionDataQueryVariables = Exact<{
  cartId?: string | null | undefined;
}>;


export type SessionDataQuery = { sessionData: { geo_store: { popup_enabled: boolean | null, website: string | null, store: string | null, currency: string | null, popup_title: string | null, popup_subline: string | null, popup_button: string | null, popup_copy1: string | null, popup_copy2: string | null } | null, customer: { email: string | null, token: string | null, firstname: string | null } | null, cart: { id: string, total_quantity: number } | null } | null };

export type GuestOrderAddressesQueryVariables = Exact<{
  token: string;
}>;


export type GuestOrderAddressesQuery = { guestOrderByToken: { shipping_method: string | null, billing_address: { region_id: string | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, shipping_address: { region_id: string | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null } };

export type OrderedProductsQueryVariables = Exact<{
  urlKeys: Array<string> | string;
  pageSize: number;
}>;


export type OrderedProductsQuery = { products: { items: Array<
      | { url_key: string | null }
      | { url_key: string | null, configurable_options: Array<{ attribute_code: string | null, label: string | null, values: Array<{ uid: string | null, label: string | null, store_label: string | null } | null> | null } | null> | null }
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
     | null> | null } | null };

export type OrderSummaryFieldsFragment = { number: string, order_date: string, status: string, shipping_address: { firstname: string, lastname: string } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null };

export type OrderDocumentsFieldsFragment = { number: string, invoices: Array<{ number: string, created_at: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
     | null> | null } | null>, shipments: Array<{ number: string, created_at: string, tracking: Array<{ title: string, number: string | null, url: string | null } | null> | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
     | null> | null } | null> | null, credit_memos: Array<{ number: string, created_at: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
     | null> | null } | null> | null };

export type OrderAddressFieldsFragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null };

export type OrderDetailFieldsFragment = { email: string | null, rewardpoints_gathered: number, rewardpoints_canceled: number | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
    | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
   | null> | null, total: { rewardpoints_quantity: number, subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, created_at: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
      | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
     | null> | null } | null>, shipments: Array<{ number: string, created_at: string, tracking: Array<{ title: string, number: string | null, url: string | null } | null> | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
      | { product_name: string | null, product_sku: string, quantity_shipped: number }
     | null> | null } | null> | null, credit_memos: Array<{ number: string, created_at: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
      | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
     | null> | null } | null> | null };

export type CustomerOrdersQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CustomerOrdersQuery = { customer: { orders: { total_count: number | null, page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<{ number: string, order_date: string, status: string, shipping_address: { firstname: string, lastname: string } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type CustomerOrderQueryVariables = Exact<{
  number: string;
}>;


export type CustomerOrderQuery = { customer: { orders: { items: Array<{ email: string | null, rewardpoints_gathered: number, rewardpoints_canceled: number | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
          | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
         | null> | null, total: { rewardpoints_quantity: number, subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, created_at: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
           | null> | null } | null>, shipments: Array<{ number: string, created_at: string, tracking: Array<{ title: string, number: string | null, url: string | null } | null> | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
           | null> | null } | null> | null, credit_memos: Array<{ number: string, created_at: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
           | null> | null } | null> | null } | null> } | null } | null };

export type CustomerSalesDocumentsQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type CustomerSalesDocumentsQuery = { customer: { orders: { page_info: { total_pages: number | null } | null, items: Array<{ number: string, invoices: Array<{ number: string, created_at: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
            | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
           | null> | null } | null>, shipments: Array<{ number: string, created_at: string, tracking: Array<{ title: string, number: string | null, url: string | null } | null> | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
            | { product_name: string | null, product_sku: string, quantity_shipped: number }
           | null> | null } | null> | null, credit_memos: Array<{ number: string, created_at: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
            | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
           | null> | null } | null> | null } | null> } | null } | null };

export type ReportJsErrorMutationVariables = Exact<{
  input: ReportJsErrorInput;
}>;


export type ReportJsErrorMutation = { reportJsError: { result: boolean } | null };

export type BackendExtensionsMarkerQueryVariables = Exact<{ [key: string]: never; }>;


export type BackendExtensionsMarkerQuery = { storeConfig: { page_cache_ttl: number | null } | null };

export type AppQueryVariables = Exact<{ [key: string]: never; }>;


export type AppQuery = { storeConfig: { store_code: string | null, store_name: string | null, locale: string | null, base_currency_code: string | null, default_display_currency_code: string | null, timezone: string | null, default_country: string | null, minimum_password_length: string | null, required_character_classes_number: string | null, grid_per_page: number | null, category_description_length: number | null, quickbuy_countdown: number | null, catalog_default_sort_by: string | null, base_url: string | null, base_media_url: string | null, page_cache_ttl: number | null, default_robots: string | null, customer_robots: string | null, default_title: string | null, default_description: string | null, error_logging: boolean | null, error_note: boolean | null, newsletter_popup_enabled: boolean | null, newsletter_popup_delay: number | null, newsletter_popup_cookie: string | null, newsletter_popup_cookie_lifetime_yes: number | null, newsletter_popup_cookie_lifetime_no: number | null, newsletter_popup_gender: boolean | null, newsletter_popup_firstname: boolean | null, newsletter_popup_discount: string | null, newsletter_popup_discount_percent: number | null, customs_warning_enabled: boolean | null, customs_warning_message: string | null, customs_warning_popup_enabled: boolean | null, customs_warning_popup_title: string | null, customs_warning_popup_text: string | null, cookie_consent_enabled: boolean | null, cookie_consent_text: string | null, cookie_consent_cookie_name: string | null, cookie_consent_lifetime: number | null, tag_manager_enabled: boolean | null, tag_manager_id: string | null, pixel_enabled: boolean | null, pixel_id: string | null, reviews_provider_enabled: boolean | null, reviews_provider_id: string | null, search_provider_enabled: boolean | null, maps_enabled: boolean | null, affiliate_tracking_enabled: boolean | null, affiliate_tracking_id: string | null, error_logging_provider_enabled: boolean | null, error_logging_provider_dsn: string | null, allowed_countries: Array<string | null> | null, flavour_label_enabled: boolean | null, flavour_label_default: string | null, free_delivery_amount: number | null, delivery_timer: { shipment_time: string | null, delivery_time: string | null, holidays: Array<string | null> | null } | null } | null, availableStores: Array<{ store_code: string | null, store_name: string | null, locale: string | null, base_currency_code: string | null, base_url: string | null, website_code: string | null, timezone: string | null, available_currency_codes: Array<string | null> | null } | null> | null, currency: { base_currency_code: string | null, default_display_currency_code: string | null, available_currency_codes: Array<string | null> | null, formats: Array<{ code: string | null, symbol: string | null, decimal_symbol: string | null, pattern: string | null, precision: number | null, thouthand_symbol: string | null } | null> | null } | null, categories: { items: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, children: Array<{ uid: string, name: string | null, url_key: string | null, url_path: string | null, position: number | null, image: string | null } | null> | null } | null> | null } | null };

export type WishlistSkusCoreQueryVariables = Exact<{
  pageSize: number;
}>;


export type WishlistSkusCoreQuery = { customer: { wishlists: Array<{ id: string | null, items_v2: { items: Array<
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
          | { id: string, product:
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
              | { sku: string | null }
             | null }
         | null> } | null } | null> } | null };

export type WishlistPageCoreQueryVariables = Exact<{
  currentPage: number;
}>;


export type WishlistPageCoreQuery = { customer: { wishlists: Array<{ id: string | null, items_count: number | null, items_v2: { page_info: { current_page: number | null, total_pages: number | null } | null, items: Array<
          | { __typename: 'BundleWishlistItem', id: string, bundle_options: Array<{ label: string, values: Array<{ label: string, quantity: number } | null> } | null> | null, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { __typename: 'ConfigurableWishlistItem', id: string, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null> | null, configured_variant:
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { sku: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { __typename: 'DownloadableWishlistItem', id: string, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { __typename: 'GroupedProductWishlistItem', id: string, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, product:
              | { __typename: 'BundleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'ConfigurableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'DownloadableProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'GroupedProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'SimpleProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
              | { __typename: 'VirtualProduct', sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } } } }
             | null }
         | null> } | null } | null> } | null };

export type AddToWishlistCoreMutationVariables = Exact<{
  wishlistId: string;
  items: Array<WishlistItemInput> | WishlistItemInput;
}>;


export type AddToWishlistCoreMutation = { addProductsToWishlist: { wishlist: { items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type RemoveFromWishlistCoreMutationVariables = Exact<{
  wishlistId: string;
  itemIds: Array<string> | string;
}>;


export type RemoveFromWishlistCoreMutation = { removeProductsFromWishlist: { wishlist: { items_count: number | null }, user_errors: Array<{ code: WishListUserInputErrorType, message: string } | null> } | null };

export type WishlistItemToCartCoreMutationVariables = Exact<{
  wishlistId: string;
  itemIds: Array<string> | string;
}>;


export type WishlistItemToCartCoreMutation = { addWishlistItemsToCart: { status: boolean, add_wishlist_items_to_cart_user_errors: Array<{ code: WishlistCartUserInputErrorType, message: string } | null> } | null };

export type AccountDashboardCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDashboardCoreQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, is_subscribed: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, default_billing: boolean | null, default_shipping: boolean | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, region: { region: string | null } | null } | null> | null, orders: { total_count: number | null, items: Array<{ number: string, order_date: string, status: string, shipping_address: { firstname: string, lastname: string } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type AccountDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDashboardQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null, is_subscribed: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ id: number | null, default_billing: boolean | null, default_shipping: boolean | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, region: { region: string | null } | null } | null> | null, reward_points: { balance: { points: number, money: { value: number | null, currency: CurrencyEnum | null } } | null } | null, orders: { total_count: number | null, items: Array<{ number: string, order_date: string, status: string, shipping_address: { firstname: string, lastname: string } | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type RewardPointsAccountQueryVariables = Exact<{
  pageSize: number;
  currentPage: number;
}>;


export type RewardPointsAccountQuery = { customer: { reward_points: { lifetime_points: number, redeemed_points: number, unvalidated_points: number, expired_points: number, delayed_points: number, balance: { points: number, money: { value: number | null, currency: CurrencyEnum | null } } | null, history: { items: Array<{ type: string, order_number: string | null, points: number, status: RewardPointsEntryStatus, inserted_at: string, available_from: string | null, available_until: string | null }>, page_info: { current_page: number | null, total_pages: number | null } } } | null } | null };

export type ReferralProgrammeQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralProgrammeQuery = { storeConfig: { referral_friend_points: number | null, referral_min_order_value: { value: number | null, currency: CurrencyEnum | null } | null, referral_reward_amount: { value: number | null, currency: CurrencyEnum | null } | null } | null, customer: { referral_code: string | null, referrals: Array<{ friend_name: string, friend_email: string, joined: boolean, first_order_placed: boolean }> } | null };

export type InviteReferralFriendMutationVariables = Exact<{
  name: string;
  email: string;
}>;


export type InviteReferralFriendMutation = { inviteReferralFriend: { referral: { friend_email: string } } | null };

export type CustomerReviewsQueryVariables = Exact<{
  pageSize: number;
  currentPage: number;
}>;


export type CustomerReviewsQuery = { customer: { reviews: { items: Array<{ summary: string, text: string, created_at: string, average_rating: number, status: ProductReviewStatus | null, product:
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
          | { name: string | null, sku: string | null, url_key: string | null, small_image: { url: string | null } | null }
         } | null>, page_info: { current_page: number | null, total_pages: number | null } } } | null };

export type CustomerSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerSubscriptionsQuery = { customer: { subscriptions: { items: Array<{ uid: string, product_sku: string, product_name: string, quantity: number, frequency_weeks: number, status: CustomerSubscriptionStatus, next_delivery_date: string | null, product_options: Array<{ label: string, value: string }>, price: { value: number | null, currency: CurrencyEnum | null } }> } } | null };

export type PauseSubscriptionMutationVariables = Exact<{
  uid: string;
}>;


export type PauseSubscriptionMutation = { pauseCustomerSubscription: { subscription: { status: CustomerSubscriptionStatus } } | null };

export type ResumeSubscriptionMutationVariables = Exact<{
  uid: string;
}>;


export type ResumeSubscriptionMutation = { resumeCustomerSubscription: { subscription: { status: CustomerSubscriptionStatus } } | null };

export type CancelSubscriptionMutationVariables = Exact<{
  uid: string;
}>;


export type CancelSubscriptionMutation = { cancelCustomerSubscription: { subscription: { status: CustomerSubscriptionStatus } } | null };

export type ChangeSubscriptionFrequencyMutationVariables = Exact<{
  uid: string;
  weeks: number;
}>;


export type ChangeSubscriptionFrequencyMutation = { updateCustomerSubscriptionFrequency: { subscription: { frequency_weeks: number } } | null };

export type ContactPreferencesCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPreferencesCoreQuery = { customer: { is_subscribed: boolean | null } | null };

export type UpdateContactPreferencesCoreMutationVariables = Exact<{
  subscribed: boolean;
}>;


export type UpdateContactPreferencesCoreMutation = { updateCustomerV2: { customer: { is_subscribed: boolean | null } } | null };

export type AccountDetailsCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsCoreQuery = { storeConfig: { default_country: string | null } | null, customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, gender: number | null } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type UpdateCustomerEmailMutation = { updateCustomerEmail: { customer: { email: string | null } } | null };

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDetailsQuery = { storeConfig: { default_country: string | null } | null, customer: { firstname: string | null, lastname: string | null, email: string | null, date_of_birth: string | null, gender: number | null, mobile_number: string | null, fitness_goal: CustomerFitnessGoal | null, dietary_needs: Array<CustomerDietaryNeed> } | null };

export type UpdateAccountDetailsMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateAccountDetailsMutation = { updateCustomerV2: { customer: { firstname: string | null } } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCustomerPasswordMutation = { changeCustomerPassword: { email: string | null } | null };

export type ContactPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPreferencesQuery = { customer: { is_subscribed: boolean | null, contact_preferences: Array<{ channel: CustomerContactChannel, enabled: boolean }> } | null };

export type UpdateContactPreferencesMutationVariables = Exact<{
  subscribed: boolean;
  channels: Array<CustomerContactPreferenceInput> | CustomerContactPreferenceInput;
}>;


export type UpdateContactPreferencesMutation = { updateCustomerV2: { customer: { is_subscribed: boolean | null } } | null, updateCustomerContactPreferences: { email: string | null } | null };

export type CartShippingEstimateCoreQueryVariables = Exact<{
  cartId: string;
}>;


export type CartShippingEstimateCoreQuery = { storeConfig: { default_country: string | null } | null, cart: { id: string, shipping_addresses: Array<{ postcode: string | null, country: { code: string, label: string }, region: { label: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, method_code: string | null, carrier_title: string, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } | null };

export type CartCouponsFieldsFragment = { applied_coupons: Array<{ code: string } | null> | null, prices: { discounts: Array<{ amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type ApplyCouponToCartMutation = { applyCouponToCart: { cart: { id: string, applied_coupons: Array<{ code: string } | null> | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveCouponFromCartMutation = { removeCouponFromCart: { cart: { id: string } | null } | null };

export type CartExtrasFieldsFragment = { personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null };

type CartItemExtrasFields_BundleCartItem_Fragment = { supersize: { sku: string | null, message: string | null } | null };

type CartItemExtrasFields_ConfigurableCartItem_Fragment = { supersize: { sku: string | null, message: string | null } | null };

type CartItemExtrasFields_DownloadableCartItem_Fragment = { supersize: { sku: string | null, message: string | null } | null };

type CartItemExtrasFields_SimpleCartItem_Fragment = { supersize: { sku: string | null, message: string | null } | null };

type CartItemExtrasFields_VirtualCartItem_Fragment = { supersize: { sku: string | null, message: string | null } | null };

export type CartItemExtrasFieldsFragment =
  | CartItemExtrasFields_BundleCartItem_Fragment
  | CartItemExtrasFields_ConfigurableCartItem_Fragment
  | CartItemExtrasFields_DownloadableCartItem_Fragment
  | CartItemExtrasFields_SimpleCartItem_Fragment
  | CartItemExtrasFields_VirtualCartItem_Fragment
;

export type AddRewardProductToCartMutationVariables = Exact<{
  cartId: string;
  sku: string;
  childSku?: string | null | undefined;
}>;


export type AddRewardProductToCartMutation = { addRewardProductToCart: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type DeclineRewardProductMutationVariables = Exact<{
  cartId: string;
}>;


export type DeclineRewardProductMutation = { declineRewardProduct: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type SupersizeCartItemMutationVariables = Exact<{
  cartId: string;
  cartItemUid: string;
}>;


export type SupersizeCartItemMutation = { supersizeCartItem: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type CartPointsFieldsFragment = { prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null } | null };

export type PointsAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type PointsAccountQuery = { customer: { reward_points: { balance: { points: number, money: { value: number | null, currency: CurrencyEnum | null } } | null } | null } | null };

export type ApplyRewardPointsToCartMutationVariables = Exact<{
  cartId: string;
  points: number;
}>;


export type ApplyRewardPointsToCartMutation = { applyRewardPointsToCart: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type RemoveRewardPointsFromCartMutationVariables = Exact<{
  cartId: string;
}>;


export type RemoveRewardPointsFromCartMutation = { removeRewardPointsFromCart: { cart: { id: string, total_quantity: number, error_messages: Array<string | null> | null, free_delivery_amount: number | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, bundle_options: Array<{ uid: string, label: string, values: Array<{ label: string, quantity: number } | null> } | null>, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, configurable_options: Array<{ option_label: string, value_label: string, configurable_product_option_uid: string, configurable_product_option_value_uid: string } | null>, configured_variant:
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, small_image: { url: string | null, label: string | null } | null }
          , product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_reward_product: boolean | null, product:
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, configurable_options: Array<{ attribute_code: string | null, attribute_uid: string } | null> | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
            | { uid: string, sku: string | null, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null }
          , subscription: { frequency_weeks: number, discount_percent: number } | null, prices: { price_including_tax: { value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null } | null, total_item_discount: { value: number | null, currency: CurrencyEnum | null } | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, supersize: { sku: string | null, message: string | null } | null }
       | null> | null, prices: { rewardpoints_quantity: number | null, rewardpoints_gathered: number | null, discounts: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null }, coupon: { code: string } | null } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, grand_total: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_including_tax: { value: number | null, currency: CurrencyEnum | null } | null, subtotal_excluding_tax: { value: number | null, currency: CurrencyEnum | null } | null, applied_taxes: Array<{ label: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null } | null, shipping_addresses: Array<{ selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null } | null>, applied_coupons: Array<{ code: string } | null> | null, personalized_offers: Array<{ title: string | null, description: string | null, image: string | null, background: string | null, font_colour_headline: string | null, font_colour_copy: string | null, action_type: string | null, action_value: string | null } | null> | null, reward: { discount_label: string | null, popup_title: string | null, option_1_title: string | null, option_2_title: string | null, products: Array<{ name: string | null, sku: string | null, product_id: number | null, txt_flavours: string | null, txt_size_kg: string | null, child_sku: string | null, small_image: { url: string | null } | null } | null> | null } | null, cross_sell_products: Array<{ cross_sell_label: string | null, cross_sell_class_name: string | null, product_id: number | null, protein_insight: string | null, name: string | null, sku: string | null, related_skus: Array<string | null> | null, small_image: { url: string | null } | null } | null> | null } } | null };

export type CartShippingFieldsFragment = { free_delivery_amount: number | null };

export type CartShippingEstimateQueryVariables = Exact<{
  cartId: string;
}>;


export type CartShippingEstimateQuery = { storeConfig: { allowed_countries: Array<string | null> | null, default_country: string | null, free_delivery_progress_text: string | null, free_delivery_progress_colour: string | null, free_delivery_success_text: string | null, free_delivery_success_colour: string | null } | null, cart: { id: string, shipping_addresses: Array<{ postcode: string | null, country: { code: string, label: string }, region: { label: string | null } | null, available_shipping_methods: Array<{ carrier_code: string, method_code: string | null, carrier_title: string, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string } | null } | null> } | null };

export type SetShippingMethodOnCartMutationVariables = Exact<{
  cartId: string;
  carrierCode: string;
  methodCode: string;
}>;


export type SetShippingMethodOnCartMutation = { setShippingMethodsOnCart: { cart: { id: string } } | null };

export type ProductUrlKeyQueryVariables = Exact<{
  urlKey: string;
}>;


export type ProductUrlKeyQuery = { products: { items: Array<
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
      | { url_key: string | null }
     | null> | null } | null };

export type CardPaymentGuestEmailQueryVariables = Exact<{
  cartId: string;
}>;


export type CardPaymentGuestEmailQuery = { cart: { email: string | null } | null };

export type CollectFinderCartQueryVariables = Exact<{
  cartId: string;
}>;


export type CollectFinderCartQuery = { cart: { id: string, shipping_addresses: Array<{ firstname: string, lastname: string, telephone: string | null, postcode: string | null, pickup_location_code: string | null, selected_shipping_method: { carrier_code: string } | null } | null> } | null };

export type CollectFinderCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectFinderCustomerQuery = { customer: { firstname: string | null, lastname: string | null, mobile_number: string | null } | null };

export type CheckoutConfirmationQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutConfirmationQuery = { storeConfig: { allowed_countries: Array<string | null> | null, default_country: string | null } | null, cart: { email: string | null, shipping_addresses: Array<{ pickup_location_code: string | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_title: string } | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null } | null };

export type PlacedCartOrderQueryVariables = Exact<{
  cartId: string;
}>;


export type PlacedCartOrderQuery = { placedCartOrder: { number: string, token: string | null } | null };

type CheckoutAddressCoreFields_BillingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } };

type CheckoutAddressCoreFields_ShippingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } };

export type CheckoutAddressCoreFieldsFragment =
  | CheckoutAddressCoreFields_BillingCartAddress_Fragment
  | CheckoutAddressCoreFields_ShippingCartAddress_Fragment
;

export type CheckoutStateCoreQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutStateCoreQuery = { cart: { id: string, total_quantity: number, email: string | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, available_shipping_methods: Array<{ carrier_code: string, method_code: string | null, carrier_title: string, method_title: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null } | null };

export type CheckoutConfirmationCoreQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutConfirmationCoreQuery = { storeConfig: { default_country: string | null } | null, cart: { email: string | null, shipping_addresses: Array<{ firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, selected_shipping_method: { carrier_code: string, carrier_title: string, method_title: string } | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null, available_payment_methods: Array<{ code: string, title: string } | null> | null, selected_payment_method: { code: string } | null } | null };

export type SetBillingAddressOnCartCoreMutationVariables = Exact<{
  cartId: string;
  billingAddress: BillingAddressInput;
}>;


export type SetBillingAddressOnCartCoreMutation = { setBillingAddressOnCart: { cart: { id: string } } | null };

export type SetPaymentMethodOnCartCoreMutationVariables = Exact<{
  cartId: string;
  code: string;
}>;


export type SetPaymentMethodOnCartCoreMutation = { setPaymentMethodOnCart: { cart: { id: string } } | null };

export type PlaceOrderCoreMutationVariables = Exact<{
  cartId: string;
}>;


export type PlaceOrderCoreMutation = { placeOrder: { orderV2: { number: string, token: string } | null, errors: Array<{ message: string, code: PlaceOrderErrorCodes } | null> } | null };

type CheckoutAddressFields_BillingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } };

type CheckoutAddressFields_ShippingCartAddress_Fragment = { firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } };

export type CheckoutAddressFieldsFragment =
  | CheckoutAddressFields_BillingCartAddress_Fragment
  | CheckoutAddressFields_ShippingCartAddress_Fragment
;

export type CheckoutCartEmailQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutCartEmailQuery = { cart: { email: string | null } | null };

export type CheckoutStateQueryVariables = Exact<{
  cartId: string;
}>;


export type CheckoutStateQuery = { cart: { id: string, total_quantity: number, email: string | null, shipping_addresses: Array<{ pickup_location_code: string | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, available_shipping_methods: Array<{ carrier_code: string, method_code: string | null, carrier_title: string, method_title: string | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, selected_shipping_method: { carrier_code: string, method_code: string, carrier_title: string, method_title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null>, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, house_number: string | null, city: string, postcode: string | null, telephone: string | null, customer_address_id: number | null, region: { code: string | null, label: string | null } | null, country: { code: string, label: string } } | null } | null };

export type SetGuestEmailOnCartMutationVariables = Exact<{
  cartId: string;
  email: string;
}>;


export type SetGuestEmailOnCartMutation = { setGuestEmailOnCart: { cart: { id: string, email: string | null } } | null };

export type SetCheckoutShippingAddressMutationVariables = Exact<{
  cartId: string;
  address: ShippingAddressInput;
}>;


export type SetCheckoutShippingAddressMutation = { setShippingAddressesOnCart: { cart: { id: string } } | null };

export type EstimateDeliveryMethodsMutationVariables = Exact<{
  input: EstimateTotalsInput;
}>;


export type EstimateDeliveryMethodsMutation = { estimateShippingMethods: Array<{ carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null };

export type GuestOrderByTokenQueryVariables = Exact<{
  token: string;
}>;


export type GuestOrderByTokenQuery = { guestOrderByToken: { email: string | null, rewardpoints_gathered: number, rewardpoints_canceled: number | null, shipping_method: string | null, number: string, order_date: string, status: string, items: Array<
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, bundle_options: Array<{ label: string, values: Array<{ product_name: string, quantity: number } | null> | null } | null> | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
      | { id: string, product_name: string | null, product_sku: string, product_url_key: string | null, quantity_ordered: number | null, quantity_invoiced: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { value: number | null, currency: CurrencyEnum | null }, selected_options: Array<{ label: string, value: string } | null> | null }
     | null> | null, total: { rewardpoints_quantity: number, subtotal: { value: number | null, currency: CurrencyEnum | null }, discounts: Array<{ label: string, coupon: { code: string } | null, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, rewardpoints: { value: number | null, currency: CurrencyEnum | null } | null, total_shipping: { value: number | null, currency: CurrencyEnum | null }, taxes: Array<{ title: string, amount: { value: number | null, currency: CurrencyEnum | null } } | null> | null, grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, shipping_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, billing_address: { firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, region: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null } | null, payment_methods: Array<{ name: string, type: string, additional_data: Array<{ name: string | null, value: string | null } | null> | null } | null> | null, invoices: Array<{ number: string, created_at: string, total: { grand_total: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
        | { product_name: string | null, product_sku: string, quantity_invoiced: number | null }
       | null> | null } | null>, shipments: Array<{ number: string, created_at: string, tracking: Array<{ title: string, number: string | null, url: string | null } | null> | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_shipped: number }
        | { product_name: string | null, product_sku: string, quantity_shipped: number }
       | null> | null } | null> | null, credit_memos: Array<{ number: string, created_at: string | null, total: { grand_total: { value: number | null, currency: CurrencyEnum | null }, total_shipping: { value: number | null, currency: CurrencyEnum | null } } | null, items: Array<
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
        | { product_name: string | null, product_sku: string, quantity_refunded: number | null }
       | null> | null } | null> | null } };

export type AssignGuestOrderToCustomerMutationVariables = Exact<{
  token: string;
}>;


export type AssignGuestOrderToCustomerMutation = { assignGuestOrderToCustomer: { number: string } | null };

export type ContactUsMutationVariables = Exact<{
  input: ContactUsInput;
}>;


export type ContactUsMutation = { contactUs: { status: boolean } | null };

export type ContactCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactCustomerQuery = { customer: { firstname: string | null, lastname: string | null, email: string | null } | null };

export type HomeSectionsQueryVariables = Exact<{
  goals: Array<string> | string;
  dealsSize: number;
  bestSellersSize: number;
}>;


export type HomeSectionsQuery = { deals: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null } | null, bestSellers: { items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, sold_out: boolean | null, only_x_left_in_stock: number | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } } }
     | null> | null, aggregations: Array<{ attribute_code: string, options: Array<{ label: string | null, value: string } | null> | null } | null> | null } | null };

export type ProductReviewerCoreQueryVariables = Exact<{
  currentPage: number;
}>;


export type ProductReviewerCoreQuery = { customer: { firstname: string | null, orders: { page_info: { total_pages: number | null } | null, items: Array<{ items: Array<
          | { product_sku: string, quantity_shipped: number | null }
          | { product_sku: string, quantity_shipped: number | null }
          | { product_sku: string, quantity_shipped: number | null }
         | null> | null } | null> } | null } | null };

export type ProductReviewRatingsCoreQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductReviewRatingsCoreQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, values: Array<{ value_id: string, value: string } | null> } | null> } };

export type CreateProductReviewCoreMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewCoreMutation = { createProductReview: { review: { summary: string } } };

export type ProductReviewsCoreQueryVariables = Exact<{
  urlKey: string;
  pageSize: number;
  currentPage: number;
}>;


export type ProductReviewsCoreQuery = { products: { items: Array<
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
      | { uid: string, review_count: number, reviews: { items: Array<{ nickname: string, summary: string, text: string, average_rating: number, created_at: string } | null>, page_info: { current_page: number | null, page_size: number | null, total_pages: number | null } } }
     | null> | null } | null };

export type ProductReviewerQueryVariables = Exact<{
  sku: string;
}>;


export type ProductReviewerQuery = { customer: { firstname: string | null, can_review_product: boolean } | null };

export type ProductReviewRatingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductReviewRatingsQuery = { productReviewRatingsMetadata: { items: Array<{ id: string, values: Array<{ value_id: string, value: string } | null> } | null> } };

export type CreateProductReviewMutationVariables = Exact<{
  input: CreateProductReviewInput;
}>;


export type CreateProductReviewMutation = { createProductReview: { review: { summary: string, status: ProductReviewStatus | null } } };

export type SubscribeProductStockAlertMutationVariables = Exact<{
  sku: string;
  email?: string | null | undefined;
}>;


export type SubscribeProductStockAlertMutation = { subscribeProductStockAlert: { success: boolean } };

export type StockAlertCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type StockAlertCustomerQuery = { customer: { email: string | null } | null };

export type SearchSuggestionsQueryVariables = Exact<{
  search: string;
  pageSize: number;
  categoryCount: number;
}>;


export type SearchSuggestionsQuery = { products: { items: Array<
      | { __typename: 'BundleProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
      | { __typename: 'ConfigurableProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
      | { __typename: 'DownloadableProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
      | { __typename: 'GroupedProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
      | { __typename: 'SimpleProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
      | { __typename: 'VirtualProduct', uid: string, name: string | null, url_key: string | null, small_image: { url: string | null, label: string | null } | null, price_range: { minimum_price: { final_price: { value: number | null, currency: CurrencyEnum | null }, regular_price: { value: number | null, currency: CurrencyEnum | null }, discount: { amount_off: number | null, percent_off: number | null } | null } }, categories: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null }
     | null> | null } | null, categories: { items: Array<{ uid: string, name: string | null, url_path: string | null } | null> | null } | null };

export type SitemapCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCategoriesQuery = { categories: { items: Array<{ uid: string, url_path: string | null, updated_at: string | null, children: Array<{ uid: string, url_path: string | null, updated_at: string | null, children: Array<{ uid: string, url_path: string | null, updated_at: string | null, children: Array<{ uid: string, url_path: string | null, updated_at: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type SitemapProductsQueryVariables = Exact<{
  currentPage: number;
  pageSize: number;
}>;


export type SitemapProductsQuery = { products: { page_info: { total_pages: number | null } | null, items: Array<
      | { uid: string, url_key: string | null, updated_at: string | null }
      | { uid: string, url_key: string | null, updated_at: string | null }
      | { uid: string, url_key: string | null, updated_at: string | null }
      | { uid: string, url_key: string | null, updated_at: string | null }
      | { uid: string, url_key: string | null, updated_at: string | null }
      | { uid: string, url_key: string | null, updated_at: string | null }
     | null> | null } | null };

export type SitemapCmsPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCmsPagesQuery = { cmsSitemapPages: Array<{ identifier: string, url_key: string, updated_at: string | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CartMoneyFragmentDoc = new TypedDocumentString(`
    fragment CartMoney on Money {
  value
  currency
}
    `, {"fragmentName":"CartMoney"}) as unknown as TypedDocumentString<CartMoneyFragment, unknown>;
export const CartItemExtrasFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
    `, {"fragmentName":"CartItemExtrasFields"}) as unknown as TypedDocumentString<CartItemExtrasFieldsFragment, unknown>;
export const CartItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}`, {"fragmentName":"CartItemFields"}) as unknown as TypedDocumentString<CartItemFieldsFragment, unknown>;
export const CartPricesFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}`, {"fragmentName":"CartPricesFields"}) as unknown as TypedDocumentString<CartPricesFieldsFragment, unknown>;
export const CartCouponsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
    `, {"fragmentName":"CartCouponsFields"}) as unknown as TypedDocumentString<CartCouponsFieldsFragment, unknown>;
export const CartShippingFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartShippingFields on Cart {
  free_delivery_amount
}
    `, {"fragmentName":"CartShippingFields"}) as unknown as TypedDocumentString<CartShippingFieldsFragment, unknown>;
export const CartPointsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
    `, {"fragmentName":"CartPointsFields"}) as unknown as TypedDocumentString<CartPointsFieldsFragment, unknown>;
export const CartExtrasFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
    `, {"fragmentName":"CartExtrasFields"}) as unknown as TypedDocumentString<CartExtrasFieldsFragment, unknown>;
export const CartCrossSellsFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
    `, {"fragmentName":"CartCrossSellsFields"}) as unknown as TypedDocumentString<CartCrossSellsFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const PriceRangeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
    `, {"fragmentName":"PriceRangeFields"}) as unknown as TypedDocumentString<PriceRangeFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}`, {"fragmentName":"ProductSummaryFields"}) as unknown as TypedDocumentString<ProductSummaryFieldsFragment, unknown>;
export const MediaGalleryEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment MediaGalleryEntryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  image360
  ... on ProductVideo {
    video_content {
      video_title
      video_url
    }
  }
}
    `, {"fragmentName":"MediaGalleryEntryFields"}) as unknown as TypedDocumentString<MediaGalleryEntryFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailFields on ProductInterface {
  ...ProductSummaryFields
  product_id
  meta_title
  meta_description
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  ingredients
  nutrition
  texture
  active_ingredients
  recommended_serving
  review_rating_counts {
    stars
    count
  }
  serving_grams
  net_weight_grams
  servings_per_pack
  amino_acid_profile {
    name
    per_serving
    per_100g
  }
  claims_list
  deal_price
  deal_end_time
  claimed_percent
  subscribe_and_save {
    discount_percent
    frequencies_weeks
    default_frequency_weeks
  }
  media_gallery {
    ...MediaGalleryEntryFields
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          value
        }
      }
    }
    variants {
      attributes {
        code
        value_index
        uid
        label
      }
      product {
        uid
        sku
        name
        stock_status
        small_image {
          url
          label
        }
        media_gallery {
          ...MediaGalleryEntryFields
        }
        price_range {
          ...PriceRangeFields
        }
        net_weight_grams
        servings_per_pack
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      required
      type
      position
      options {
        uid
        label
        quantity
        can_change_quantity
        is_default
        price
        price_type
        product {
          uid
          sku
          name
          stock_status
        }
      }
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}
fragment MediaGalleryEntryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  image360
  ... on ProductVideo {
    video_content {
      video_title
      video_url
    }
  }
}`, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const CartCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartCoreFields on Cart {
  id
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      configured_variant {
        uid
        sku
        small_image {
          url
          label
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        values {
          label
          quantity
        }
      }
    }
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        value
        currency
      }
    }
  }
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
    `, {"fragmentName":"CartCoreFields"}) as unknown as TypedDocumentString<CartCoreFieldsFragment, unknown>;
export const ProductCardCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardCoreFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  only_x_left_in_stock
}
    `, {"fragmentName":"ProductCardCoreFields"}) as unknown as TypedDocumentString<ProductCardCoreFieldsFragment, unknown>;
export const OrderSummaryCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSummaryCoreFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
    `, {"fragmentName":"OrderSummaryCoreFields"}) as unknown as TypedDocumentString<OrderSummaryCoreFieldsFragment, unknown>;
export const OrderDocumentsCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDocumentsCoreFields on CustomerOrder {
  number
  invoices {
    number
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    tracking {
      title
      number
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
    `, {"fragmentName":"OrderDocumentsCoreFields"}) as unknown as TypedDocumentString<OrderDocumentsCoreFieldsFragment, unknown>;
export const OrderAddressCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressCoreFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"OrderAddressCoreFields"}) as unknown as TypedDocumentString<OrderAddressCoreFieldsFragment, unknown>;
export const OrderDetailCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailCoreFields on CustomerOrder {
  ...OrderSummaryCoreFields
  ...OrderDocumentsCoreFields
  email
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressCoreFields
  }
  billing_address {
    ...OrderAddressCoreFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}
    fragment OrderSummaryCoreFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsCoreFields on CustomerOrder {
  number
  invoices {
    number
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    tracking {
      title
      number
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressCoreFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`, {"fragmentName":"OrderDetailCoreFields"}) as unknown as TypedDocumentString<OrderDetailCoreFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
    `, {"fragmentName":"OrderSummaryFields"}) as unknown as TypedDocumentString<OrderSummaryFieldsFragment, unknown>;
export const OrderDocumentsFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDocumentsFields on CustomerOrder {
  number
  invoices {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    created_at
    tracking {
      title
      number
      url
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
    `, {"fragmentName":"OrderDocumentsFields"}) as unknown as TypedDocumentString<OrderDocumentsFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
    `, {"fragmentName":"OrderAddressFields"}) as unknown as TypedDocumentString<OrderAddressFieldsFragment, unknown>;
export const OrderDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderDetailFields on CustomerOrder {
  ...OrderSummaryFields
  ...OrderDocumentsFields
  email
  rewardpoints_gathered
  rewardpoints_canceled
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressFields
  }
  billing_address {
    ...OrderAddressFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsFields on CustomerOrder {
  number
  invoices {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    created_at
    tracking {
      title
      number
      url
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`, {"fragmentName":"OrderDetailFields"}) as unknown as TypedDocumentString<OrderDetailFieldsFragment, unknown>;
export const CheckoutAddressCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutAddressCoreFields on CartAddressInterface {
  firstname
  lastname
  company
  street
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
}
    `, {"fragmentName":"CheckoutAddressCoreFields"}) as unknown as TypedDocumentString<CheckoutAddressCoreFieldsFragment, unknown>;
export const CheckoutAddressFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CheckoutAddressFields"}) as unknown as TypedDocumentString<CheckoutAddressFieldsFragment, unknown>;
export const StoreCountriesDocument = new TypedDocumentString(`
    query StoreCountries {
  countries {
    two_letter_abbreviation
  }
}
    `) as unknown as TypedDocumentString<StoreCountriesQuery, StoreCountriesQueryVariables>;
export const CreateGuestCartDocument = new TypedDocumentString(`
    mutation CreateGuestCart {
  createGuestCart {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CreateGuestCartMutation, CreateGuestCartMutationVariables>;
export const CartDocument = new TypedDocumentString(`
    query Cart($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartFields
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<CartQuery, CartQueryVariables>;
export const AddProductsToCartDocument = new TypedDocumentString(`
    mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<AddProductsToCartMutation, AddProductsToCartMutationVariables>;
export const UpdateCartItemsDocument = new TypedDocumentString(`
    mutation UpdateCartItems($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $cartItemUid, quantity: $quantity}]}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<UpdateCartItemsMutation, UpdateCartItemsMutationVariables>;
export const RemoveItemFromCartDocument = new TypedDocumentString(`
    mutation RemoveItemFromCart($cartId: String!, $cartItemUid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $cartItemUid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<RemoveItemFromCartMutation, RemoveItemFromCartMutationVariables>;
export const CartItemStockDocument = new TypedDocumentString(`
    query CartItemStock($cartId: String!) {
  cart(cart_id: $cartId) {
    items {
      __typename
      uid
      product {
        only_x_left_in_stock
      }
      ... on ConfigurableCartItem {
        configured_variant {
          only_x_left_in_stock
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartItemStockQuery, CartItemStockQueryVariables>;
export const CartCountDocument = new TypedDocumentString(`
    query CartCount($cartId: String!) {
  cart(cart_id: $cartId) {
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<CartCountQuery, CartCountQueryVariables>;
export const CrossSellsDocument = new TypedDocumentString(`
    query CrossSells($crossSellFilters: ProductAttributeFilterInput, $crossSellPageSize: Int!, $crossSellCurrentPage: Int!) {
  cross_sells: products(
    filter: $crossSellFilters
    pageSize: $crossSellPageSize
    currentPage: $crossSellCurrentPage
  ) {
    total_count
    items {
      __typename
      product_id
      name
      sku
      url_key
      stock_status
      small_image {
        url
      }
      price_range {
        minimum_price {
          final_price {
            value
            currency
          }
          regular_price {
            value
            currency
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CrossSellsQuery, CrossSellsQueryVariables>;
export const CrossSellFlagsDocument = new TypedDocumentString(`
    query CrossSellFlags {
  storeConfig {
    cross_sell_cart
    cross_sell_popup
  }
}
    `) as unknown as TypedDocumentString<CrossSellFlagsQuery, CrossSellFlagsQueryVariables>;
export const CartLineQuantitiesDocument = new TypedDocumentString(`
    query CartLineQuantities($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    items {
      uid
      quantity
      product {
        sku
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartLineQuantitiesQuery, CartLineQuantitiesQueryVariables>;
export const BasketToMoveDocument = new TypedDocumentString(`
    query BasketToMove($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    items {
      uid
      quantity
      product {
        sku
        name
      }
      ... on ConfigurableCartItem {
        configurable_options {
          configurable_product_option_value_uid
        }
      }
      ... on BundleCartItem {
        bundle_options {
          values {
            uid
          }
        }
      }
    }
    shipping_addresses {
      country {
        code
      }
      region {
        label
      }
      postcode
    }
  }
}
    `) as unknown as TypedDocumentString<BasketToMoveQuery, BasketToMoveQueryVariables>;
export const ProductNamesBySkuDocument = new TypedDocumentString(`
    query ProductNamesBySku($skus: [String!]!) {
  products(filter: {sku: {in: $skus}}, pageSize: 100) {
    items {
      sku
      name
    }
  }
}
    `) as unknown as TypedDocumentString<ProductNamesBySkuQuery, ProductNamesBySkuQueryVariables>;
export const CategoryByPathDocument = new TypedDocumentString(`
    query CategoryByPath($urlPath: String!) {
  categories(filters: {url_path: {eq: $urlPath}}) {
    items {
      uid
      name
      url_key
      url_path
      image
      description
      meta_title
      meta_description
      breadcrumbs {
        category_uid
        category_name
        category_url_path
      }
      children {
        uid
        name
        url_path
        url_key
        position
        image
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryByPathQuery, CategoryByPathQueryVariables>;
export const ProductListDocument = new TypedDocumentString(`
    query ProductList($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!, $chosenCategories: [String!] = [], $withChosenCategories: Boolean = false, $withShortText: Boolean = false, $withVariantPictures: Boolean = false) {
  products(
    filter: $filter
    search: $search
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductSummaryFields
      short_description @include(if: $withShortText) {
        html
      }
      ... on ConfigurableProduct @include(if: $withVariantPictures) {
        variants {
          attributes {
            code
            value_index
          }
          product {
            small_image {
              url
            }
          }
        }
      }
    }
    aggregations {
      attribute_code
      label
      position
      options {
        label
        value
        count
      }
    }
    sort_fields {
      default
      options {
        value
      }
    }
    suggestions {
      search
    }
  }
  chosenCategories: categories(filters: {category_uid: {in: $chosenCategories}}) @include(if: $withChosenCategories) {
    items {
      uid
      name
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}`) as unknown as TypedDocumentString<ProductListQuery, ProductListQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      ...ProductDetailFields
      categories {
        uid
        name
        url_path
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
      }
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}
fragment MediaGalleryEntryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  image360
  ... on ProductVideo {
    video_content {
      video_title
      video_url
    }
  }
}
fragment ProductDetailFields on ProductInterface {
  ...ProductSummaryFields
  product_id
  meta_title
  meta_description
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  ingredients
  nutrition
  texture
  active_ingredients
  recommended_serving
  review_rating_counts {
    stars
    count
  }
  serving_grams
  net_weight_grams
  servings_per_pack
  amino_acid_profile {
    name
    per_serving
    per_100g
  }
  claims_list
  deal_price
  deal_end_time
  claimed_percent
  subscribe_and_save {
    discount_percent
    frequencies_weeks
    default_frequency_weeks
  }
  media_gallery {
    ...MediaGalleryEntryFields
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          value
        }
      }
    }
    variants {
      attributes {
        code
        value_index
        uid
        label
      }
      product {
        uid
        sku
        name
        stock_status
        small_image {
          url
          label
        }
        media_gallery {
          ...MediaGalleryEntryFields
        }
        price_range {
          ...PriceRangeFields
        }
        net_weight_grams
        servings_per_pack
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      required
      type
      position
      options {
        uid
        label
        quantity
        can_change_quantity
        is_default
        price
        price_type
        product {
          uid
          sku
          name
          stock_status
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const QuickBuyProductsDocument = new TypedDocumentString(`
    query QuickBuyProducts($skus: [String!]!, $pageSize: Int!) {
  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {
    items {
      ...ProductDetailFields
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}
fragment MediaGalleryEntryFields on MediaGalleryInterface {
  __typename
  url
  label
  position
  disabled
  image360
  ... on ProductVideo {
    video_content {
      video_title
      video_url
    }
  }
}
fragment ProductDetailFields on ProductInterface {
  ...ProductSummaryFields
  product_id
  meta_title
  meta_description
  description {
    html
  }
  short_description {
    html
  }
  image {
    url
    label
  }
  ingredients
  nutrition
  texture
  active_ingredients
  recommended_serving
  review_rating_counts {
    stars
    count
  }
  serving_grams
  net_weight_grams
  servings_per_pack
  amino_acid_profile {
    name
    per_serving
    per_100g
  }
  claims_list
  deal_price
  deal_end_time
  claimed_percent
  subscribe_and_save {
    discount_percent
    frequencies_weeks
    default_frequency_weeks
  }
  media_gallery {
    ...MediaGalleryEntryFields
  }
  ... on ConfigurableProduct {
    configurable_options {
      uid
      attribute_code
      label
      position
      values {
        uid
        value_index
        label
        swatch_data {
          value
        }
      }
    }
    variants {
      attributes {
        code
        value_index
        uid
        label
      }
      product {
        uid
        sku
        name
        stock_status
        small_image {
          url
          label
        }
        media_gallery {
          ...MediaGalleryEntryFields
        }
        price_range {
          ...PriceRangeFields
        }
        net_weight_grams
        servings_per_pack
      }
    }
  }
  ... on BundleProduct {
    items {
      uid
      option_id
      title
      required
      type
      position
      options {
        uid
        label
        quantity
        can_change_quantity
        is_default
        price
        price_type
        product {
          uid
          sku
          name
          stock_status
        }
      }
    }
  }
}`) as unknown as TypedDocumentString<QuickBuyProductsQuery, QuickBuyProductsQueryVariables>;
export const CmsPageDocument = new TypedDocumentString(`
    query CmsPage($identifier: String!) {
  cmsPage(identifier: $identifier) {
    identifier
    url_key
    title
    content_heading
    content
    meta_title
    meta_description
  }
}
    `) as unknown as TypedDocumentString<CmsPageQuery, CmsPageQueryVariables>;
export const CmsBlocksDocument = new TypedDocumentString(`
    query CmsBlocks($identifiers: [String]) {
  cmsBlocks(identifiers: $identifiers) {
    items {
      identifier
      content
    }
  }
}
    `) as unknown as TypedDocumentString<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const RouteDocument = new TypedDocumentString(`
    query Route($url: String!) {
  route(url: $url) {
    __typename
    relative_url
    redirect_code
    type
    ... on CmsPage {
      identifier
      url_key
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
}
    `) as unknown as TypedDocumentString<RouteQuery, RouteQueryVariables>;
export const AddressBookCoreDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<AddressBookCoreQuery, AddressBookCoreQueryVariables>;
export const CartCoreDocument = new TypedDocumentString(`
    query CartCore($cartId: String!) {
  cart(cart_id: $cartId) {
    ...CartCoreFields
  }
}
    fragment CartCoreFields on Cart {
  id
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      configured_variant {
        uid
        sku
        small_image {
          url
          label
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        values {
          label
          quantity
        }
      }
    }
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        value
        currency
      }
    }
  }
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}`) as unknown as TypedDocumentString<CartCoreQuery, CartCoreQueryVariables>;
export const AddProductsToCartCoreDocument = new TypedDocumentString(`
    mutation AddProductsToCartCore($cartId: String!, $cartItems: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
    cart {
      ...CartCoreFields
    }
    user_errors {
      code
      message
    }
  }
}
    fragment CartCoreFields on Cart {
  id
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      configured_variant {
        uid
        sku
        small_image {
          url
          label
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        values {
          label
          quantity
        }
      }
    }
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        value
        currency
      }
    }
  }
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}`) as unknown as TypedDocumentString<AddProductsToCartCoreMutation, AddProductsToCartCoreMutationVariables>;
export const UpdateCartItemsCoreDocument = new TypedDocumentString(`
    mutation UpdateCartItemsCore($cartId: String!, $cartItemUid: ID!, $quantity: Float!) {
  updateCartItems(
    input: {cart_id: $cartId, cart_items: [{cart_item_uid: $cartItemUid, quantity: $quantity}]}
  ) {
    cart {
      ...CartCoreFields
    }
  }
}
    fragment CartCoreFields on Cart {
  id
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      configured_variant {
        uid
        sku
        small_image {
          url
          label
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        values {
          label
          quantity
        }
      }
    }
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        value
        currency
      }
    }
  }
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}`) as unknown as TypedDocumentString<UpdateCartItemsCoreMutation, UpdateCartItemsCoreMutationVariables>;
export const RemoveItemFromCartCoreDocument = new TypedDocumentString(`
    mutation RemoveItemFromCartCore($cartId: String!, $cartItemUid: ID!) {
  removeItemFromCart(input: {cart_id: $cartId, cart_item_uid: $cartItemUid}) {
    cart {
      ...CartCoreFields
    }
  }
}
    fragment CartCoreFields on Cart {
  id
  total_quantity
  items {
    __typename
    uid
    quantity
    product {
      uid
      sku
      name
      url_key
      small_image {
        url
        label
      }
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          attribute_uid
        }
      }
    }
    prices {
      price_including_tax {
        value
        currency
      }
      row_total_including_tax {
        value
        currency
      }
      total_item_discount {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
    }
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
        configurable_product_option_uid
        configurable_product_option_value_uid
      }
      configured_variant {
        uid
        sku
        small_image {
          url
          label
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        values {
          label
          quantity
        }
      }
    }
  }
  prices {
    grand_total {
      value
      currency
    }
    subtotal_including_tax {
      value
      currency
    }
    subtotal_excluding_tax {
      value
      currency
    }
    discounts {
      label
      amount {
        value
        currency
      }
    }
    applied_taxes {
      label
      amount {
        value
        currency
      }
    }
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        value
        currency
      }
    }
  }
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}`) as unknown as TypedDocumentString<RemoveItemFromCartCoreMutation, RemoveItemFromCartCoreMutationVariables>;
export const ProductListCoreDocument = new TypedDocumentString(`
    query ProductListCore($filter: ProductAttributeFilterInput, $search: String, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!, $chosenCategories: [String!] = [], $withChosenCategories: Boolean = false, $withShortText: Boolean = false, $withVariantPictures: Boolean = false) {
  products(
    filter: $filter
    search: $search
    sort: $sort
    pageSize: $pageSize
    currentPage: $currentPage
  ) {
    total_count
    page_info {
      current_page
      page_size
      total_pages
    }
    items {
      ...ProductCardCoreFields
      short_description @include(if: $withShortText) {
        html
      }
      ... on ConfigurableProduct @include(if: $withVariantPictures) {
        variants {
          attributes {
            code
            value_index
          }
          product {
            small_image {
              url
            }
          }
        }
      }
    }
    aggregations {
      attribute_code
      label
      position
      options {
        label
        value
        count
      }
    }
    sort_fields {
      default
      options {
        value
      }
    }
    suggestions {
      search
    }
  }
  chosenCategories: categories(filters: {category_uid: {in: $chosenCategories}}) @include(if: $withChosenCategories) {
    items {
      uid
      name
    }
  }
}
    fragment ProductCardCoreFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  only_x_left_in_stock
}`) as unknown as TypedDocumentString<ProductListCoreQuery, ProductListCoreQueryVariables>;
export const CategoryByPathCoreDocument = new TypedDocumentString(`
    query CategoryByPathCore($urlPath: String!) {
  categories(filters: {url_path: {eq: $urlPath}}) {
    items {
      uid
      name
      url_key
      url_path
      description
      breadcrumbs {
        category_uid
        category_name
        category_url_path
      }
      children {
        uid
        name
        url_path
        url_key
        position
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryByPathCoreQuery, CategoryByPathCoreQueryVariables>;
export const ProductPageCoreDocument = new TypedDocumentString(`
    query ProductPageCore($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      ...ProductCardCoreFields
      meta_title
      meta_description
      description {
        html
      }
      short_description {
        html
      }
      image {
        url
        label
      }
      media_gallery {
        __typename
        url
        label
        position
        disabled
        ... on ProductVideo {
          video_content {
            video_title
            video_url
          }
        }
      }
      ... on ConfigurableProduct {
        configurable_options {
          uid
          attribute_code
          label
          position
          values {
            uid
            value_index
            label
            swatch_data {
              value
            }
          }
        }
        variants {
          attributes {
            code
            value_index
            uid
            label
          }
          product {
            uid
            sku
            name
            stock_status
            small_image {
              url
              label
            }
            media_gallery {
              __typename
              url
              label
              position
              disabled
              ... on ProductVideo {
                video_content {
                  video_title
                  video_url
                }
              }
            }
            price_range {
              minimum_price {
                final_price {
                  value
                  currency
                }
                regular_price {
                  value
                  currency
                }
                discount {
                  amount_off
                  percent_off
                }
              }
            }
          }
        }
      }
      ... on BundleProduct {
        items {
          uid
          option_id
          title
          required
          type
          position
          options {
            uid
            label
            quantity
            can_change_quantity
            is_default
            price
            price_type
            product {
              uid
              sku
              name
              stock_status
            }
          }
        }
      }
      categories {
        uid
        name
        url_path
        breadcrumbs {
          category_uid
          category_name
          category_url_path
        }
      }
    }
  }
}
    fragment ProductCardCoreFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    minimum_price {
      final_price {
        value
        currency
      }
      regular_price {
        value
        currency
      }
      discount {
        amount_off
        percent_off
      }
    }
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  only_x_left_in_stock
}`) as unknown as TypedDocumentString<ProductPageCoreQuery, ProductPageCoreQueryVariables>;
export const BackendDialectDocument = new TypedDocumentString(`
    query BackendDialect {
  storeConfigType: __type(name: "StoreConfig") {
    fields {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<BackendDialectQuery, BackendDialectQueryVariables>;
export const CustomerOrderCoreDocument = new TypedDocumentString(`
    query CustomerOrderCore($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        ...OrderDetailCoreFields
      }
    }
  }
}
    fragment OrderSummaryCoreFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsCoreFields on CustomerOrder {
  number
  invoices {
    number
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    tracking {
      title
      number
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressCoreFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment OrderDetailCoreFields on CustomerOrder {
  ...OrderSummaryCoreFields
  ...OrderDocumentsCoreFields
  email
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressCoreFields
  }
  billing_address {
    ...OrderAddressCoreFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}`) as unknown as TypedDocumentString<CustomerOrderCoreQuery, CustomerOrderCoreQueryVariables>;
export const GuestOrderByTokenCoreDocument = new TypedDocumentString(`
    query GuestOrderByTokenCore($token: String!) {
  guestOrderByToken(input: {token: $token}) {
    ...OrderDetailCoreFields
    email
  }
}
    fragment OrderSummaryCoreFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsCoreFields on CustomerOrder {
  number
  invoices {
    number
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    tracking {
      title
      number
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressCoreFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment OrderDetailCoreFields on CustomerOrder {
  ...OrderSummaryCoreFields
  ...OrderDocumentsCoreFields
  email
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressCoreFields
  }
  billing_address {
    ...OrderAddressCoreFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}`) as unknown as TypedDocumentString<GuestOrderByTokenCoreQuery, GuestOrderByTokenCoreQueryVariables>;
export const CustomerOrdersEverywhereCoreDocument = new TypedDocumentString(`
    query CustomerOrdersEverywhereCore {
  customer {
    orders(scope: GLOBAL, pageSize: 1) {
      total_count
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerOrdersEverywhereCoreQuery, CustomerOrdersEverywhereCoreQueryVariables>;
export const AppCoreDocument = new TypedDocumentString(`
    query AppCore {
  storeConfig {
    store_code
    store_name
    locale
    base_currency_code
    default_display_currency_code
    timezone
    default_country
    minimum_password_length
    required_character_classes_number
    grid_per_page
    catalog_default_sort_by
    base_url
    base_media_url
    default_title
    default_description
  }
  availableStores {
    store_code
    store_name
    locale
    base_currency_code
    base_url
    website_code
    timezone
  }
  currency {
    base_currency_code
    default_display_currency_code
    available_currency_codes
  }
  categories {
    items {
      uid
      name
      url_key
      url_path
      children {
        uid
        name
        url_key
        url_path
        position
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AppCoreQuery, AppCoreQueryVariables>;
export const GenerateCustomerTokenDocument = new TypedDocumentString(`
    mutation GenerateCustomerToken($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const RevokeCustomerTokenDocument = new TypedDocumentString(`
    mutation RevokeCustomerToken {
  revokeCustomerToken {
    result
  }
}
    `) as unknown as TypedDocumentString<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const SignedInCustomerDocument = new TypedDocumentString(`
    query SignedInCustomer {
  customer {
    firstname
  }
}
    `) as unknown as TypedDocumentString<SignedInCustomerQuery, SignedInCustomerQueryVariables>;
export const CustomerCartIdDocument = new TypedDocumentString(`
    query CustomerCartId {
  customerCart {
    id
  }
}
    `) as unknown as TypedDocumentString<CustomerCartIdQuery, CustomerCartIdQueryVariables>;
export const MergeCartsDocument = new TypedDocumentString(`
    mutation MergeCarts($source: String!, $destination: String!) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
    id
    total_quantity
  }
}
    `) as unknown as TypedDocumentString<MergeCartsMutation, MergeCartsMutationVariables>;
export const AddressBookDocument = new TypedDocumentString(`
    query AddressBook {
  storeConfig {
    allowed_countries
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
      house_number
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
    `) as unknown as TypedDocumentString<AddressBookQuery, AddressBookQueryVariables>;
export const CreateCustomerAddressDocument = new TypedDocumentString(`
    mutation CreateCustomerAddress($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = new TypedDocumentString(`
    mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
  updateCustomerAddress(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const DeleteCustomerAddressDocument = new TypedDocumentString(`
    mutation DeleteCustomerAddress($id: Int!) {
  deleteCustomerAddress(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const SavedCardsDocument = new TypedDocumentString(`
    query SavedCards {
  customerPaymentTokens {
    items {
      public_hash
      type
      details
    }
  }
}
    `) as unknown as TypedDocumentString<SavedCardsQuery, SavedCardsQueryVariables>;
export const DeleteSavedCardDocument = new TypedDocumentString(`
    mutation DeleteSavedCard($hash: String!) {
  deletePaymentToken(public_hash: $hash) {
    result
  }
}
    `) as unknown as TypedDocumentString<DeleteSavedCardMutation, DeleteSavedCardMutationVariables>;
export const SubscribeEmailToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeEmailToNewsletter($email: String!) {
  subscribeEmailToNewsletter(email: $email) {
    status
    welcome_coupon_code
  }
}
    `) as unknown as TypedDocumentString<SubscribeEmailToNewsletterMutation, SubscribeEmailToNewsletterMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = new TypedDocumentString(`
    mutation ConfirmNewsletterSubscription($id: Int!, $code: String!) {
  confirmNewsletterSubscription(id: $id, code: $code) {
    status
    welcome_coupon_code
  }
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const NewsletterConfirmationDocument = new TypedDocumentString(`
    query NewsletterConfirmation {
  storeConfig {
    newsletter_confirmation_required
  }
}
    `) as unknown as TypedDocumentString<NewsletterConfirmationQuery, NewsletterConfirmationQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) {
    customer {
      email
      firstname
    }
  }
}
    `) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const RequestPasswordResetEmailDocument = new TypedDocumentString(`
    mutation RequestPasswordResetEmail($email: String!) {
  requestPasswordResetEmail(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const PasswordResetTokenStatusDocument = new TypedDocumentString(`
    query PasswordResetTokenStatus($email: String!, $token: String!) {
  passwordResetTokenStatus(email: $email, resetPasswordToken: $token)
}
    `) as unknown as TypedDocumentString<PasswordResetTokenStatusQuery, PasswordResetTokenStatusQueryVariables>;
export const SessionDataDocument = new TypedDocumentString(`
    query SessionData($cartId: String) {
  sessionData(cart_id: $cartId) {
    geo_store {
      popup_enabled
      website
      store
      currency
      popup_title
      popup_subline
      popup_button
      popup_copy1
      popup_copy2
    }
    customer {
      email
      token
      firstname
    }
    cart {
      id
      total_quantity
    }
  }
}
    `) as unknown as TypedDocumentString<SessionDataQuery, SessionDataQueryVariables>;
export const GuestOrderAddressesDocument = new TypedDocumentString(`
    query GuestOrderAddresses($token: String!) {
  guestOrderByToken(input: {token: $token}) {
    shipping_method
    billing_address {
      ...OrderAddressFields
      region_id
    }
    shipping_address {
      ...OrderAddressFields
      region_id
    }
  }
}
    fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}`) as unknown as TypedDocumentString<GuestOrderAddressesQuery, GuestOrderAddressesQueryVariables>;
export const OrderedProductsDocument = new TypedDocumentString(`
    query OrderedProducts($urlKeys: [String!]!, $pageSize: Int!) {
  products(filter: {url_key: {in: $urlKeys}}, pageSize: $pageSize) {
    items {
      url_key
      ... on ConfigurableProduct {
        configurable_options {
          attribute_code
          label
          values {
            uid
            label
            store_label
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderedProductsQuery, OrderedProductsQueryVariables>;
export const CustomerOrdersDocument = new TypedDocumentString(`
    query CustomerOrders($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(
      currentPage: $currentPage
      pageSize: $pageSize
      sort: {sort_field: CREATED_AT, sort_direction: DESC}
    ) {
      total_count
      page_info {
        current_page
        total_pages
      }
      items {
        ...OrderSummaryFields
      }
    }
  }
}
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const CustomerOrderDocument = new TypedDocumentString(`
    query CustomerOrder($number: String!) {
  customer {
    orders(filter: {number: {eq: $number}}, pageSize: 1) {
      items {
        ...OrderDetailFields
      }
    }
  }
}
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsFields on CustomerOrder {
  number
  invoices {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    created_at
    tracking {
      title
      number
      url
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment OrderDetailFields on CustomerOrder {
  ...OrderSummaryFields
  ...OrderDocumentsFields
  email
  rewardpoints_gathered
  rewardpoints_canceled
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressFields
  }
  billing_address {
    ...OrderAddressFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}`) as unknown as TypedDocumentString<CustomerOrderQuery, CustomerOrderQueryVariables>;
export const CustomerSalesDocumentsDocument = new TypedDocumentString(`
    query CustomerSalesDocuments($currentPage: Int!, $pageSize: Int!) {
  customer {
    orders(currentPage: $currentPage, pageSize: $pageSize) {
      page_info {
        total_pages
      }
      items {
        ...OrderDocumentsFields
      }
    }
  }
}
    fragment OrderDocumentsFields on CustomerOrder {
  number
  invoices {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    created_at
    tracking {
      title
      number
      url
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}`) as unknown as TypedDocumentString<CustomerSalesDocumentsQuery, CustomerSalesDocumentsQueryVariables>;
export const ReportJsErrorDocument = new TypedDocumentString(`
    mutation ReportJsError($input: ReportJsErrorInput!) {
  reportJsError(input: $input) {
    result
  }
}
    `) as unknown as TypedDocumentString<ReportJsErrorMutation, ReportJsErrorMutationVariables>;
export const BackendExtensionsMarkerDocument = new TypedDocumentString(`
    query BackendExtensionsMarker {
  storeConfig {
    page_cache_ttl
  }
}
    `) as unknown as TypedDocumentString<BackendExtensionsMarkerQuery, BackendExtensionsMarkerQueryVariables>;
export const AppDocument = new TypedDocumentString(`
    query App {
  storeConfig {
    store_code
    store_name
    locale
    base_currency_code
    default_display_currency_code
    timezone
    default_country
    minimum_password_length
    required_character_classes_number
    grid_per_page
    category_description_length
    quickbuy_countdown
    catalog_default_sort_by
    base_url
    base_media_url
    page_cache_ttl
    default_robots
    customer_robots
    default_title
    default_description
    error_logging
    error_note
    newsletter_popup_enabled
    newsletter_popup_delay
    newsletter_popup_cookie
    newsletter_popup_cookie_lifetime_yes
    newsletter_popup_cookie_lifetime_no
    newsletter_popup_gender
    newsletter_popup_firstname
    newsletter_popup_discount
    newsletter_popup_discount_percent
    customs_warning_enabled
    customs_warning_message
    customs_warning_popup_enabled
    customs_warning_popup_title
    customs_warning_popup_text
    cookie_consent_enabled
    cookie_consent_text
    cookie_consent_cookie_name
    cookie_consent_lifetime
    tag_manager_enabled
    tag_manager_id
    pixel_enabled
    pixel_id
    reviews_provider_enabled
    reviews_provider_id
    search_provider_enabled
    maps_enabled
    affiliate_tracking_enabled
    affiliate_tracking_id
    error_logging_provider_enabled
    error_logging_provider_dsn
    allowed_countries
    delivery_timer {
      shipment_time
      delivery_time
      holidays
    }
    flavour_label_enabled
    flavour_label_default
    free_delivery_amount
  }
  availableStores {
    store_code
    store_name
    locale
    base_currency_code
    base_url
    website_code
    timezone
    available_currency_codes
  }
  currency {
    base_currency_code
    default_display_currency_code
    available_currency_codes
    formats {
      code
      symbol
      decimal_symbol
      pattern
      precision
      thouthand_symbol
    }
  }
  categories {
    items {
      uid
      name
      url_key
      url_path
      children {
        uid
        name
        url_key
        url_path
        position
        image
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AppQuery, AppQueryVariables>;
export const WishlistSkusCoreDocument = new TypedDocumentString(`
    query WishlistSkusCore($pageSize: Int!) {
  customer {
    wishlists {
      id
      items_v2(currentPage: 1, pageSize: $pageSize) {
        items {
          id
          product {
            sku
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistSkusCoreQuery, WishlistSkusCoreQueryVariables>;
export const WishlistPageCoreDocument = new TypedDocumentString(`
    query WishlistPageCore($currentPage: Int!) {
  customer {
    wishlists {
      id
      items_count
      items_v2(currentPage: $currentPage, pageSize: 40) {
        page_info {
          current_page
          total_pages
        }
        items {
          __typename
          id
          product {
            __typename
            sku
            name
            url_key
            stock_status
            ... on ConfigurableProduct {
              configurable_options {
                attribute_code
                attribute_uid
              }
            }
            small_image {
              url
              label
            }
            price_range {
              minimum_price {
                final_price {
                  value
                  currency
                }
                regular_price {
                  value
                  currency
                }
              }
            }
          }
          ... on ConfigurableWishlistItem {
            configurable_options {
              option_label
              value_label
              configurable_product_option_uid
              configurable_product_option_value_uid
            }
            configured_variant {
              sku
              stock_status
              small_image {
                url
                label
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                }
              }
            }
          }
          ... on BundleWishlistItem {
            bundle_options {
              label
              values {
                label
                quantity
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistPageCoreQuery, WishlistPageCoreQueryVariables>;
export const AddToWishlistCoreDocument = new TypedDocumentString(`
    mutation AddToWishlistCore($wishlistId: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
    wishlist {
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AddToWishlistCoreMutation, AddToWishlistCoreMutationVariables>;
export const RemoveFromWishlistCoreDocument = new TypedDocumentString(`
    mutation RemoveFromWishlistCore($wishlistId: ID!, $itemIds: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
    wishlist {
      items_count
    }
    user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveFromWishlistCoreMutation, RemoveFromWishlistCoreMutationVariables>;
export const WishlistItemToCartCoreDocument = new TypedDocumentString(`
    mutation WishlistItemToCartCore($wishlistId: ID!, $itemIds: [ID!]!) {
  addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $itemIds) {
    status
    add_wishlist_items_to_cart_user_errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WishlistItemToCartCoreMutation, WishlistItemToCartCoreMutationVariables>;
export const AccountDashboardCoreDocument = new TypedDocumentString(`
    query AccountDashboardCore {
  customer {
    firstname
    lastname
    email
    is_subscribed
    default_billing
    default_shipping
    addresses {
      id
      default_billing
      default_shipping
      firstname
      lastname
      company
      street
      city
      region {
        region
      }
      postcode
      country_code
      telephone
    }
    orders(pageSize: 3, sort: {sort_field: CREATED_AT, sort_direction: DESC}) {
      total_count
      items {
        number
        order_date
        status
        shipping_address {
          firstname
          lastname
        }
        total {
          grand_total {
            value
            currency
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountDashboardCoreQuery, AccountDashboardCoreQueryVariables>;
export const AccountDashboardDocument = new TypedDocumentString(`
    query AccountDashboard {
  customer {
    firstname
    lastname
    email
    is_subscribed
    default_billing
    default_shipping
    addresses {
      id
      default_billing
      default_shipping
      firstname
      lastname
      company
      street
      city
      region {
        region
      }
      postcode
      country_code
      telephone
    }
    reward_points {
      balance {
        points
        money {
          value
          currency
        }
      }
    }
    orders(pageSize: 3, sort: {sort_field: CREATED_AT, sort_direction: DESC}) {
      total_count
      items {
        ...OrderSummaryFields
      }
    }
  }
}
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}`) as unknown as TypedDocumentString<AccountDashboardQuery, AccountDashboardQueryVariables>;
export const RewardPointsAccountDocument = new TypedDocumentString(`
    query RewardPointsAccount($pageSize: Int!, $currentPage: Int!) {
  customer {
    reward_points {
      balance {
        points
        money {
          value
          currency
        }
      }
      lifetime_points
      redeemed_points
      unvalidated_points
      expired_points
      delayed_points
      history(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          type
          order_number
          points
          status
          inserted_at
          available_from
          available_until
        }
        page_info {
          current_page
          total_pages
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RewardPointsAccountQuery, RewardPointsAccountQueryVariables>;
export const ReferralProgrammeDocument = new TypedDocumentString(`
    query ReferralProgramme {
  storeConfig {
    referral_min_order_value {
      value
      currency
    }
    referral_reward_amount {
      value
      currency
    }
    referral_friend_points
  }
  customer {
    referral_code
    referrals {
      friend_name
      friend_email
      joined
      first_order_placed
    }
  }
}
    `) as unknown as TypedDocumentString<ReferralProgrammeQuery, ReferralProgrammeQueryVariables>;
export const InviteReferralFriendDocument = new TypedDocumentString(`
    mutation InviteReferralFriend($name: String!, $email: String!) {
  inviteReferralFriend(input: {friend_name: $name, friend_email: $email}) {
    referral {
      friend_email
    }
  }
}
    `) as unknown as TypedDocumentString<InviteReferralFriendMutation, InviteReferralFriendMutationVariables>;
export const CustomerReviewsDocument = new TypedDocumentString(`
    query CustomerReviews($pageSize: Int!, $currentPage: Int!) {
  customer {
    reviews(pageSize: $pageSize, currentPage: $currentPage) {
      items {
        summary
        text
        created_at
        average_rating
        status
        product {
          name
          sku
          url_key
          small_image {
            url
          }
        }
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerReviewsQuery, CustomerReviewsQueryVariables>;
export const CustomerSubscriptionsDocument = new TypedDocumentString(`
    query CustomerSubscriptions {
  customer {
    subscriptions {
      items {
        uid
        product_sku
        product_name
        product_options {
          label
          value
        }
        quantity
        price {
          value
          currency
        }
        frequency_weeks
        status
        next_delivery_date
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerSubscriptionsQuery, CustomerSubscriptionsQueryVariables>;
export const PauseSubscriptionDocument = new TypedDocumentString(`
    mutation PauseSubscription($uid: ID!) {
  pauseCustomerSubscription(uid: $uid) {
    subscription {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PauseSubscriptionMutation, PauseSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = new TypedDocumentString(`
    mutation ResumeSubscription($uid: ID!) {
  resumeCustomerSubscription(uid: $uid) {
    subscription {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription($uid: ID!) {
  cancelCustomerSubscription(uid: $uid) {
    subscription {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ChangeSubscriptionFrequencyDocument = new TypedDocumentString(`
    mutation ChangeSubscriptionFrequency($uid: ID!, $weeks: Int!) {
  updateCustomerSubscriptionFrequency(uid: $uid, frequency_weeks: $weeks) {
    subscription {
      frequency_weeks
    }
  }
}
    `) as unknown as TypedDocumentString<ChangeSubscriptionFrequencyMutation, ChangeSubscriptionFrequencyMutationVariables>;
export const ContactPreferencesCoreDocument = new TypedDocumentString(`
    query ContactPreferencesCore {
  customer {
    is_subscribed
  }
}
    `) as unknown as TypedDocumentString<ContactPreferencesCoreQuery, ContactPreferencesCoreQueryVariables>;
export const UpdateContactPreferencesCoreDocument = new TypedDocumentString(`
    mutation UpdateContactPreferencesCore($subscribed: Boolean!) {
  updateCustomerV2(input: {is_subscribed: $subscribed}) {
    customer {
      is_subscribed
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateContactPreferencesCoreMutation, UpdateContactPreferencesCoreMutationVariables>;
export const AccountDetailsCoreDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<AccountDetailsCoreQuery, AccountDetailsCoreQueryVariables>;
export const UpdateCustomerEmailDocument = new TypedDocumentString(`
    mutation UpdateCustomerEmail($email: String!, $password: String!) {
  updateCustomerEmail(email: $email, password: $password) {
    customer {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const AccountDetailsDocument = new TypedDocumentString(`
    query AccountDetails {
  storeConfig {
    default_country
  }
  customer {
    firstname
    lastname
    email
    date_of_birth
    gender
    mobile_number
    fitness_goal
    dietary_needs
  }
}
    `) as unknown as TypedDocumentString<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdateAccountDetailsDocument = new TypedDocumentString(`
    mutation UpdateAccountDetails($input: CustomerUpdateInput!) {
  updateCustomerV2(input: $input) {
    customer {
      firstname
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateAccountDetailsMutation, UpdateAccountDetailsMutationVariables>;
export const ChangeCustomerPasswordDocument = new TypedDocumentString(`
    mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
  changeCustomerPassword(
    currentPassword: $currentPassword
    newPassword: $newPassword
  ) {
    email
  }
}
    `) as unknown as TypedDocumentString<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const ContactPreferencesDocument = new TypedDocumentString(`
    query ContactPreferences {
  customer {
    is_subscribed
    contact_preferences {
      channel
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<ContactPreferencesQuery, ContactPreferencesQueryVariables>;
export const UpdateContactPreferencesDocument = new TypedDocumentString(`
    mutation UpdateContactPreferences($subscribed: Boolean!, $channels: [CustomerContactPreferenceInput!]!) {
  updateCustomerV2(input: {is_subscribed: $subscribed}) {
    customer {
      is_subscribed
    }
  }
  updateCustomerContactPreferences(input: {channels: $channels}) {
    email
  }
}
    `) as unknown as TypedDocumentString<UpdateContactPreferencesMutation, UpdateContactPreferencesMutationVariables>;
export const CartShippingEstimateCoreDocument = new TypedDocumentString(`
    query CartShippingEstimateCore($cartId: String!) {
  storeConfig {
    default_country
  }
  cart(cart_id: $cartId) {
    id
    shipping_addresses {
      country {
        code
        label
      }
      region {
        label
      }
      postcode
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        available
        amount {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartShippingEstimateCoreQuery, CartShippingEstimateCoreQueryVariables>;
export const ApplyCouponToCartDocument = new TypedDocumentString(`
    mutation ApplyCouponToCart($cartId: String!, $code: String!) {
  applyCouponToCart(input: {cart_id: $cartId, coupon_code: $code}) {
    cart {
      id
      applied_coupons {
        code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApplyCouponToCartMutation, ApplyCouponToCartMutationVariables>;
export const RemoveCouponFromCartDocument = new TypedDocumentString(`
    mutation RemoveCouponFromCart($cartId: String!) {
  removeCouponFromCart(input: {cart_id: $cartId}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RemoveCouponFromCartMutation, RemoveCouponFromCartMutationVariables>;
export const AddRewardProductToCartDocument = new TypedDocumentString(`
    mutation AddRewardProductToCart($cartId: String!, $sku: String!, $childSku: String) {
  addRewardProductToCart(
    input: {cart_id: $cartId, sku: $sku, child_sku: $childSku}
  ) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<AddRewardProductToCartMutation, AddRewardProductToCartMutationVariables>;
export const DeclineRewardProductDocument = new TypedDocumentString(`
    mutation DeclineRewardProduct($cartId: String!) {
  declineRewardProduct(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<DeclineRewardProductMutation, DeclineRewardProductMutationVariables>;
export const SupersizeCartItemDocument = new TypedDocumentString(`
    mutation SupersizeCartItem($cartId: String!, $cartItemUid: ID!) {
  supersizeCartItem(input: {cart_id: $cartId, cart_item_uid: $cartItemUid}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<SupersizeCartItemMutation, SupersizeCartItemMutationVariables>;
export const PointsAccountDocument = new TypedDocumentString(`
    query PointsAccount {
  customer {
    reward_points {
      balance {
        points
        money {
          value
          currency
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PointsAccountQuery, PointsAccountQueryVariables>;
export const ApplyRewardPointsToCartDocument = new TypedDocumentString(`
    mutation ApplyRewardPointsToCart($cartId: String!, $points: Int!) {
  applyRewardPointsToCart(input: {cart_id: $cartId, points: $points}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<ApplyRewardPointsToCartMutation, ApplyRewardPointsToCartMutationVariables>;
export const RemoveRewardPointsFromCartDocument = new TypedDocumentString(`
    mutation RemoveRewardPointsFromCart($cartId: String!) {
  removeRewardPointsFromCart(input: {cart_id: $cartId}) {
    cart {
      ...CartFields
    }
  }
}
    fragment CartMoney on Money {
  value
  currency
}
fragment CartItemFields on CartItemInterface {
  __typename
  uid
  quantity
  product {
    uid
    sku
    name
    url_key
    small_image {
      url
      label
    }
    ... on ConfigurableProduct {
      configurable_options {
        attribute_code
        attribute_uid
      }
    }
  }
  is_reward_product
  subscription {
    frequency_weeks
    discount_percent
  }
  prices {
    price_including_tax {
      ...CartMoney
    }
    row_total_including_tax {
      ...CartMoney
    }
    regular_price {
      ...CartMoney
    }
    total_item_discount {
      ...CartMoney
    }
    discounts {
      label
      amount {
        ...CartMoney
      }
    }
  }
  ...CartItemExtrasFields
  ... on ConfigurableCartItem {
    configurable_options {
      option_label
      value_label
      configurable_product_option_uid
      configurable_product_option_value_uid
    }
    configured_variant {
      uid
      sku
      small_image {
        url
        label
      }
    }
  }
  ... on BundleCartItem {
    bundle_options {
      uid
      label
      values {
        label
        quantity
      }
    }
  }
}
fragment CartPricesFields on CartPrices {
  grand_total {
    ...CartMoney
  }
  subtotal_including_tax {
    ...CartMoney
  }
  subtotal_excluding_tax {
    ...CartMoney
  }
  discounts {
    label
    amount {
      ...CartMoney
    }
  }
  rewardpoints {
    ...CartMoney
  }
  rewardpoints_quantity
  rewardpoints_gathered
  applied_taxes {
    label
    amount {
      ...CartMoney
    }
  }
}
fragment CartFields on Cart {
  id
  total_quantity
  items {
    ...CartItemFields
  }
  error_messages
  prices {
    ...CartPricesFields
  }
  shipping_addresses {
    selected_shipping_method {
      carrier_code
      method_code
      carrier_title
      method_title
      amount {
        ...CartMoney
      }
    }
  }
  ...CartCouponsFields
  ...CartShippingFields
  ...CartPointsFields
  ...CartExtrasFields
  ...CartCrossSellsFields
}
fragment CartCrossSellsFields on Cart {
  cross_sell_products {
    cross_sell_label
    cross_sell_class_name
    product_id
    protein_insight
    name
    sku
    related_skus
    small_image {
      url
    }
  }
}
fragment CartCouponsFields on Cart {
  applied_coupons {
    code
  }
  prices {
    discounts {
      amount {
        value
        currency
      }
      coupon {
        code
      }
    }
  }
}
fragment CartExtrasFields on Cart {
  personalized_offers {
    title
    description
    image
    background
    font_colour_headline
    font_colour_copy
    action_type
    action_value
  }
  reward {
    discount_label
    popup_title
    option_1_title
    option_2_title
    products {
      name
      sku
      product_id
      small_image {
        url
      }
      txt_flavours
      txt_size_kg
      child_sku
    }
  }
}
fragment CartItemExtrasFields on CartItemInterface {
  supersize {
    sku
    message
  }
}
fragment CartPointsFields on Cart {
  prices {
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    rewardpoints_gathered
  }
}
fragment CartShippingFields on Cart {
  free_delivery_amount
}`) as unknown as TypedDocumentString<RemoveRewardPointsFromCartMutation, RemoveRewardPointsFromCartMutationVariables>;
export const CartShippingEstimateDocument = new TypedDocumentString(`
    query CartShippingEstimate($cartId: String!) {
  storeConfig {
    allowed_countries
    default_country
    free_delivery_progress_text
    free_delivery_progress_colour
    free_delivery_success_text
    free_delivery_success_colour
  }
  cart(cart_id: $cartId) {
    id
    shipping_addresses {
      country {
        code
        label
      }
      region {
        label
      }
      postcode
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        available
        amount {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CartShippingEstimateQuery, CartShippingEstimateQueryVariables>;
export const SetShippingMethodOnCartDocument = new TypedDocumentString(`
    mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
  setShippingMethodsOnCart(
    input: {cart_id: $cartId, shipping_methods: [{carrier_code: $carrierCode, method_code: $methodCode}]}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetShippingMethodOnCartMutation, SetShippingMethodOnCartMutationVariables>;
export const ProductUrlKeyDocument = new TypedDocumentString(`
    query ProductUrlKey($urlKey: String!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      url_key
    }
  }
}
    `) as unknown as TypedDocumentString<ProductUrlKeyQuery, ProductUrlKeyQueryVariables>;
export const CardPaymentGuestEmailDocument = new TypedDocumentString(`
    query CardPaymentGuestEmail($cartId: String!) {
  cart(cart_id: $cartId) {
    email
  }
}
    `) as unknown as TypedDocumentString<CardPaymentGuestEmailQuery, CardPaymentGuestEmailQueryVariables>;
export const CollectFinderCartDocument = new TypedDocumentString(`
    query CollectFinderCart($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    shipping_addresses {
      firstname
      lastname
      telephone
      postcode
      pickup_location_code
      selected_shipping_method {
        carrier_code
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CollectFinderCartQuery, CollectFinderCartQueryVariables>;
export const CollectFinderCustomerDocument = new TypedDocumentString(`
    query CollectFinderCustomer {
  customer {
    firstname
    lastname
    mobile_number
  }
}
    `) as unknown as TypedDocumentString<CollectFinderCustomerQuery, CollectFinderCustomerQueryVariables>;
export const CheckoutConfirmationDocument = new TypedDocumentString(`
    query CheckoutConfirmation($cartId: String!) {
  storeConfig {
    allowed_countries
    default_country
  }
  cart(cart_id: $cartId) {
    email
    shipping_addresses {
      ...CheckoutAddressFields
      pickup_location_code
      selected_shipping_method {
        carrier_code
        carrier_title
        method_title
      }
    }
    billing_address {
      ...CheckoutAddressFields
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
    }
  }
}
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
}`) as unknown as TypedDocumentString<CheckoutConfirmationQuery, CheckoutConfirmationQueryVariables>;
export const PlacedCartOrderDocument = new TypedDocumentString(`
    query PlacedCartOrder($cartId: String!) {
  placedCartOrder(cart_id: $cartId) {
    number
    token
  }
}
    `) as unknown as TypedDocumentString<PlacedCartOrderQuery, PlacedCartOrderQueryVariables>;
export const CheckoutStateCoreDocument = new TypedDocumentString(`
    query CheckoutStateCore($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
    email
    shipping_addresses {
      ...CheckoutAddressCoreFields
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
    }
    billing_address {
      ...CheckoutAddressCoreFields
    }
  }
}
    fragment CheckoutAddressCoreFields on CartAddressInterface {
  firstname
  lastname
  company
  street
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
}`) as unknown as TypedDocumentString<CheckoutStateCoreQuery, CheckoutStateCoreQueryVariables>;
export const CheckoutConfirmationCoreDocument = new TypedDocumentString(`
    query CheckoutConfirmationCore($cartId: String!) {
  storeConfig {
    default_country
  }
  cart(cart_id: $cartId) {
    email
    shipping_addresses {
      ...CheckoutAddressCoreFields
      selected_shipping_method {
        carrier_code
        carrier_title
        method_title
      }
    }
    billing_address {
      ...CheckoutAddressCoreFields
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
    }
  }
}
    fragment CheckoutAddressCoreFields on CartAddressInterface {
  firstname
  lastname
  company
  street
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
}`) as unknown as TypedDocumentString<CheckoutConfirmationCoreQuery, CheckoutConfirmationCoreQueryVariables>;
export const SetBillingAddressOnCartCoreDocument = new TypedDocumentString(`
    mutation SetBillingAddressOnCartCore($cartId: String!, $billingAddress: BillingAddressInput!) {
  setBillingAddressOnCart(
    input: {cart_id: $cartId, billing_address: $billingAddress}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetBillingAddressOnCartCoreMutation, SetBillingAddressOnCartCoreMutationVariables>;
export const SetPaymentMethodOnCartCoreDocument = new TypedDocumentString(`
    mutation SetPaymentMethodOnCartCore($cartId: String!, $code: String!) {
  setPaymentMethodOnCart(input: {cart_id: $cartId, payment_method: {code: $code}}) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetPaymentMethodOnCartCoreMutation, SetPaymentMethodOnCartCoreMutationVariables>;
export const PlaceOrderCoreDocument = new TypedDocumentString(`
    mutation PlaceOrderCore($cartId: String!) {
  placeOrder(input: {cart_id: $cartId}) {
    orderV2 {
      number
      token
    }
    errors {
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PlaceOrderCoreMutation, PlaceOrderCoreMutationVariables>;
export const CheckoutCartEmailDocument = new TypedDocumentString(`
    query CheckoutCartEmail($cartId: String!) {
  cart(cart_id: $cartId) {
    email
  }
}
    `) as unknown as TypedDocumentString<CheckoutCartEmailQuery, CheckoutCartEmailQueryVariables>;
export const CheckoutStateDocument = new TypedDocumentString(`
    query CheckoutState($cartId: String!) {
  cart(cart_id: $cartId) {
    id
    total_quantity
    email
    shipping_addresses {
      ...CheckoutAddressFields
      pickup_location_code
      available_shipping_methods {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
      }
    }
    billing_address {
      ...CheckoutAddressFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<CheckoutStateQuery, CheckoutStateQueryVariables>;
export const SetGuestEmailOnCartDocument = new TypedDocumentString(`
    mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
  setGuestEmailOnCart(input: {cart_id: $cartId, email: $email}) {
    cart {
      id
      email
    }
  }
}
    `) as unknown as TypedDocumentString<SetGuestEmailOnCartMutation, SetGuestEmailOnCartMutationVariables>;
export const SetCheckoutShippingAddressDocument = new TypedDocumentString(`
    mutation SetCheckoutShippingAddress($cartId: String!, $address: ShippingAddressInput!) {
  setShippingAddressesOnCart(
    input: {cart_id: $cartId, shipping_addresses: [$address]}
  ) {
    cart {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<SetCheckoutShippingAddressMutation, SetCheckoutShippingAddressMutationVariables>;
export const EstimateDeliveryMethodsDocument = new TypedDocumentString(`
    mutation EstimateDeliveryMethods($input: EstimateTotalsInput!) {
  estimateShippingMethods(input: $input) {
    carrier_code
    carrier_title
    method_code
    method_title
    available
    amount {
      value
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<EstimateDeliveryMethodsMutation, EstimateDeliveryMethodsMutationVariables>;
export const GuestOrderByTokenDocument = new TypedDocumentString(`
    query GuestOrderByToken($token: String!) {
  guestOrderByToken(input: {token: $token}) {
    ...OrderDetailFields
    email
  }
}
    fragment OrderSummaryFields on CustomerOrder {
  number
  order_date
  status
  shipping_address {
    firstname
    lastname
  }
  total {
    grand_total {
      value
      currency
    }
  }
}
fragment OrderDocumentsFields on CustomerOrder {
  number
  invoices {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_invoiced
    }
  }
  shipments {
    number
    created_at
    tracking {
      title
      number
      url
    }
    items {
      product_name
      product_sku
      quantity_shipped
    }
  }
  credit_memos {
    number
    created_at
    total {
      grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
    }
    items {
      product_name
      product_sku
      quantity_refunded
    }
  }
}
fragment OrderAddressFields on OrderAddress {
  firstname
  lastname
  company
  street
  city
  region
  postcode
  country_code
  telephone
}
fragment OrderDetailFields on CustomerOrder {
  ...OrderSummaryFields
  ...OrderDocumentsFields
  email
  rewardpoints_gathered
  rewardpoints_canceled
  items {
    id
    product_name
    product_sku
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_canceled
    quantity_refunded
    selected_options {
      label
      value
    }
    ... on BundleOrderItem {
      bundle_options {
        label
        values {
          product_name
          quantity
        }
      }
    }
  }
  total {
    subtotal {
      value
      currency
    }
    discounts {
      label
      coupon {
        code
      }
      amount {
        value
        currency
      }
    }
    rewardpoints {
      value
      currency
    }
    rewardpoints_quantity
    total_shipping {
      value
      currency
    }
    taxes {
      title
      amount {
        value
        currency
      }
    }
  }
  shipping_address {
    ...OrderAddressFields
  }
  billing_address {
    ...OrderAddressFields
  }
  payment_methods {
    name
    type
    additional_data {
      name
      value
    }
  }
  shipping_method
}`) as unknown as TypedDocumentString<GuestOrderByTokenQuery, GuestOrderByTokenQueryVariables>;
export const AssignGuestOrderToCustomerDocument = new TypedDocumentString(`
    mutation AssignGuestOrderToCustomer($token: String!) {
  assignGuestOrderToCustomer(guest_order_token: $token) {
    number
  }
}
    `) as unknown as TypedDocumentString<AssignGuestOrderToCustomerMutation, AssignGuestOrderToCustomerMutationVariables>;
export const ContactUsDocument = new TypedDocumentString(`
    mutation ContactUs($input: ContactUsInput!) {
  contactUs(input: $input) {
    status
  }
}
    `) as unknown as TypedDocumentString<ContactUsMutation, ContactUsMutationVariables>;
export const ContactCustomerDocument = new TypedDocumentString(`
    query ContactCustomer {
  customer {
    firstname
    lastname
    email
  }
}
    `) as unknown as TypedDocumentString<ContactCustomerQuery, ContactCustomerQueryVariables>;
export const HomeSectionsDocument = new TypedDocumentString(`
    query HomeSections($goals: [String!]!, $dealsSize: Int!, $bestSellersSize: Int!) {
  deals: products(
    filter: {on_sale: {eq: "1"}}
    sort: {bestsellers: DESC}
    pageSize: $dealsSize
  ) {
    items {
      ...ProductSummaryFields
    }
  }
  bestSellers: products(
    filter: {goal: {in: $goals}}
    sort: {bestsellers: DESC}
    pageSize: $bestSellersSize
  ) {
    items {
      ...ProductSummaryFields
    }
    aggregations {
      attribute_code
      options {
        label
        value
      }
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}
fragment ProductSummaryFields on ProductInterface {
  __typename
  uid
  sku
  name
  url_key
  stock_status
  small_image {
    url
    label
  }
  price_range {
    ...PriceRangeFields
  }
  rating_summary
  review_count
  new_from_date
  new_to_date
  sold_out
  only_x_left_in_stock
}`) as unknown as TypedDocumentString<HomeSectionsQuery, HomeSectionsQueryVariables>;
export const ProductReviewerCoreDocument = new TypedDocumentString(`
    query ProductReviewerCore($currentPage: Int!) {
  customer {
    firstname
    orders(currentPage: $currentPage, pageSize: 50) {
      page_info {
        total_pages
      }
      items {
        items {
          product_sku
          quantity_shipped
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewerCoreQuery, ProductReviewerCoreQueryVariables>;
export const ProductReviewRatingsCoreDocument = new TypedDocumentString(`
    query ProductReviewRatingsCore {
  productReviewRatingsMetadata {
    items {
      id
      values {
        value_id
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewRatingsCoreQuery, ProductReviewRatingsCoreQueryVariables>;
export const CreateProductReviewCoreDocument = new TypedDocumentString(`
    mutation CreateProductReviewCore($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      summary
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewCoreMutation, CreateProductReviewCoreMutationVariables>;
export const ProductReviewsCoreDocument = new TypedDocumentString(`
    query ProductReviewsCore($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
  products(filter: {url_key: {eq: $urlKey}}, pageSize: 1) {
    items {
      uid
      review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          nickname
          summary
          text
          average_rating
          created_at
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewsCoreQuery, ProductReviewsCoreQueryVariables>;
export const ProductReviewerDocument = new TypedDocumentString(`
    query ProductReviewer($sku: String!) {
  customer {
    firstname
    can_review_product(sku: $sku)
  }
}
    `) as unknown as TypedDocumentString<ProductReviewerQuery, ProductReviewerQueryVariables>;
export const ProductReviewRatingsDocument = new TypedDocumentString(`
    query ProductReviewRatings {
  productReviewRatingsMetadata {
    items {
      id
      values {
        value_id
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProductReviewRatingsQuery, ProductReviewRatingsQueryVariables>;
export const CreateProductReviewDocument = new TypedDocumentString(`
    mutation CreateProductReview($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review {
      summary
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductReviewMutation, CreateProductReviewMutationVariables>;
export const SubscribeProductStockAlertDocument = new TypedDocumentString(`
    mutation SubscribeProductStockAlert($sku: String!, $email: String) {
  subscribeProductStockAlert(input: {sku: $sku, email: $email}) {
    success
  }
}
    `) as unknown as TypedDocumentString<SubscribeProductStockAlertMutation, SubscribeProductStockAlertMutationVariables>;
export const StockAlertCustomerDocument = new TypedDocumentString(`
    query StockAlertCustomer {
  customer {
    email
  }
}
    `) as unknown as TypedDocumentString<StockAlertCustomerQuery, StockAlertCustomerQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($search: String!, $pageSize: Int!, $categoryCount: Int!) {
  products(search: $search, pageSize: $pageSize) {
    items {
      __typename
      uid
      name
      url_key
      small_image {
        url
        label
      }
      price_range {
        ...PriceRangeFields
      }
      categories {
        uid
        name
        url_path
      }
    }
  }
  categories(filters: {name: {match: $search}}, pageSize: $categoryCount) {
    items {
      uid
      name
      url_path
    }
  }
}
    fragment PriceRangeFields on PriceRange {
  minimum_price {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
}`) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SitemapCategoriesDocument = new TypedDocumentString(`
    query SitemapCategories {
  categories(pageSize: 10) {
    items {
      uid
      url_path
      updated_at
      children {
        uid
        url_path
        updated_at
        children {
          uid
          url_path
          updated_at
          children {
            uid
            url_path
            updated_at
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = new TypedDocumentString(`
    query SitemapProducts($currentPage: Int!, $pageSize: Int!) {
  products(filter: {}, pageSize: $pageSize, currentPage: $currentPage) {
    page_info {
      total_pages
    }
    items {
      uid
      url_key
      updated_at
    }
  }
}
    `) as unknown as TypedDocumentString<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const SitemapCmsPagesDocument = new TypedDocumentString(`
    query SitemapCmsPages {
  cmsSitemapPages {
    identifier
    url_key
    updated_at
  }
}
    `) as unknown as TypedDocumentString<SitemapCmsPagesQuery, SitemapCmsPagesQueryVariables>;