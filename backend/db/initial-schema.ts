// The database's first version (migration 1): every SPEC §3 entity, even those whose resolvers came
// later. Later versions are the modules' own migrations (their module.ts). Never edit this text: a
// database in use applied it as it stands; change the schema with a new migration instead.
export const INITIAL_SCHEMA_SQL = `
  -- Stores, websites, currencies -------------------------------------------------------------
  CREATE TABLE websites (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, sort_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE store_views (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, website_id INTEGER NOT NULL REFERENCES websites(id),
    name TEXT NOT NULL, locale TEXT NOT NULL, lang TEXT NOT NULL, path_prefix TEXT NOT NULL,
    base_currency TEXT NOT NULL, default_display_currency TEXT NOT NULL,
    allowed_currencies TEXT NOT NULL, -- comma list, base currency first
    timezone TEXT NOT NULL, default_country TEXT NOT NULL, allowed_countries TEXT NOT NULL,
    vat_rate REAL NOT NULL, vat_label TEXT NOT NULL, sort_order INTEGER NOT NULL DEFAULT 0,
    is_default INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE currencies (
    code TEXT PRIMARY KEY, symbol TEXT NOT NULL, decimal_symbol TEXT NOT NULL, thousands_symbol TEXT NOT NULL,
    pattern TEXT NOT NULL, precision INTEGER NOT NULL
  );
  CREATE TABLE currency_rates (
    currency_from TEXT NOT NULL, currency_to TEXT NOT NULL, rate REAL NOT NULL,
    PRIMARY KEY (currency_from, currency_to)
  );
  -- Magento's core_config_data: scope_code '' = default, else a store code. value is JSON.
  CREATE TABLE config (
    scope_code TEXT NOT NULL, path TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (scope_code, path)
  );

  -- Catalogue ---------------------------------------------------------------------------------
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES categories(id), path TEXT NOT NULL,
    level INTEGER NOT NULL, position INTEGER NOT NULL, url_key TEXT, url_path TEXT,
    is_active INTEGER NOT NULL DEFAULT 1, include_in_menu INTEGER NOT NULL DEFAULT 1, is_anchor INTEGER NOT NULL DEFAULT 1
  );
  CREATE UNIQUE INDEX categories_url_path ON categories(url_path);
  CREATE TABLE category_texts (
    category_id INTEGER NOT NULL REFERENCES categories(id), store_code TEXT NOT NULL,
    name TEXT, description TEXT, meta_title TEXT, meta_description TEXT, meta_keywords TEXT,
    PRIMARY KEY (category_id, store_code)
  );
  CREATE TABLE attributes (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, frontend_input TEXT NOT NULL, position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE attribute_labels (
    attribute_id INTEGER NOT NULL REFERENCES attributes(id), store_code TEXT NOT NULL, label TEXT NOT NULL,
    PRIMARY KEY (attribute_id, store_code)
  );
  CREATE TABLE attribute_options (
    id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL REFERENCES attributes(id), code TEXT NOT NULL,
    sort_order INTEGER NOT NULL, UNIQUE (attribute_id, code)
  );
  CREATE TABLE attribute_option_labels (
    option_id INTEGER NOT NULL REFERENCES attribute_options(id), store_code TEXT NOT NULL, label TEXT NOT NULL,
    PRIMARY KEY (option_id, store_code)
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY, sku TEXT NOT NULL UNIQUE, type_id TEXT NOT NULL CHECK (type_id IN ('simple','configurable','bundle')),
    url_key TEXT NOT NULL, visibility INTEGER NOT NULL DEFAULT 4, -- 1 not visible individually, 4 catalog+search
    status INTEGER NOT NULL DEFAULT 1, weight REAL, flavours INTEGER REFERENCES attribute_options(id),
    size INTEGER REFERENCES attribute_options(id), dynamic_price INTEGER NOT NULL DEFAULT 1,
    sold_out INTEGER NOT NULL DEFAULT 0, claimed_percent REAL, deal_end_time TEXT,
    new_from_date TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX products_url_key ON products(url_key);
  CREATE TABLE product_texts (
    product_id INTEGER NOT NULL REFERENCES products(id), store_code TEXT NOT NULL,
    name TEXT, dtxt_name TEXT, description TEXT, short_description TEXT, meta_title TEXT, meta_description TEXT,
    meta_keyword TEXT, ingredients TEXT, nutrition TEXT, texture TEXT, active_ingredients TEXT, recommended_serving TEXT,
    PRIMARY KEY (product_id, store_code)
  );
  -- price per base currency (Magento's website-scoped price); catalogue prices include VAT.
  CREATE TABLE product_prices (
    product_id INTEGER NOT NULL REFERENCES products(id), currency TEXT NOT NULL,
    price REAL NOT NULL, special_price REAL, special_from_date TEXT, special_to_date TEXT, deal_price REAL,
    PRIMARY KEY (product_id, currency)
  );
  CREATE TABLE category_products (
    category_id INTEGER NOT NULL REFERENCES categories(id), product_id INTEGER NOT NULL REFERENCES products(id),
    position INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (category_id, product_id)
  );
  CREATE INDEX category_products_product ON category_products(product_id);
  CREATE TABLE product_super_attributes (
    product_id INTEGER NOT NULL REFERENCES products(id), attribute_id INTEGER NOT NULL REFERENCES attributes(id),
    position INTEGER NOT NULL, PRIMARY KEY (product_id, attribute_id)
  );
  CREATE TABLE product_relations (
    parent_id INTEGER NOT NULL REFERENCES products(id), child_id INTEGER NOT NULL REFERENCES products(id),
    position INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (parent_id, child_id)
  );
  CREATE INDEX product_relations_child ON product_relations(child_id);
  CREATE TABLE bundle_options (
    id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES products(id), required INTEGER NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('select','radio','checkbox','multi')), position INTEGER NOT NULL
  );
  CREATE TABLE bundle_option_titles (
    option_id INTEGER NOT NULL REFERENCES bundle_options(id), store_code TEXT NOT NULL, title TEXT NOT NULL,
    PRIMARY KEY (option_id, store_code)
  );
  CREATE TABLE bundle_selections (
    id INTEGER PRIMARY KEY, option_id INTEGER NOT NULL REFERENCES bundle_options(id),
    parent_id INTEGER NOT NULL REFERENCES products(id), product_id INTEGER NOT NULL REFERENCES products(id),
    position INTEGER NOT NULL, is_default INTEGER NOT NULL DEFAULT 0, qty REAL NOT NULL DEFAULT 1,
    can_change_qty INTEGER NOT NULL DEFAULT 0, price REAL NOT NULL DEFAULT 0, price_type TEXT NOT NULL DEFAULT 'FIXED'
  );
  CREATE TABLE stock (
    product_id INTEGER PRIMARY KEY REFERENCES products(id), qty REAL NOT NULL, is_in_stock INTEGER NOT NULL,
    manage_stock INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE product_media (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id),
    media_type TEXT NOT NULL CHECK (media_type IN ('image','external-video','image360')),
    file TEXT NOT NULL, position INTEGER NOT NULL, disabled INTEGER NOT NULL DEFAULT 0,
    roles TEXT NOT NULL DEFAULT '', -- comma list of image, small_image, thumbnail, swatch_image
    frames TEXT, -- JSON list of files for a 360 spin
    video_provider TEXT, video_url TEXT, video_title TEXT, video_description TEXT, video_metadata TEXT
  );
  CREATE INDEX product_media_product ON product_media(product_id);
  CREATE TABLE product_media_labels (
    media_id INTEGER NOT NULL REFERENCES product_media(id), store_code TEXT NOT NULL, label TEXT NOT NULL,
    PRIMARY KEY (media_id, store_code)
  );
  CREATE TABLE product_links (
    product_id INTEGER NOT NULL REFERENCES products(id), linked_product_id INTEGER NOT NULL REFERENCES products(id),
    link_type TEXT NOT NULL CHECK (link_type IN ('related','upsell','crosssell')), position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, linked_product_id, link_type)
  );
  CREATE VIRTUAL TABLE product_search USING fts5(
    product_id UNINDEXED, store_code UNINDEXED, name, sku, description, tokenize = 'unicode61 remove_diacritics 2'
  );

  -- Customers ---------------------------------------------------------------------------------
  CREATE TABLE customer_groups (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE);
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY, website_id INTEGER NOT NULL REFERENCES websites(id), email TEXT NOT NULL,
    password_hash TEXT NOT NULL, firstname TEXT NOT NULL, lastname TEXT NOT NULL, gender INTEGER,
    date_of_birth TEXT, mobile_number TEXT, fitness_goal TEXT, dietary_needs TEXT, referral_code TEXT UNIQUE,
    group_id INTEGER NOT NULL DEFAULT 1 REFERENCES customer_groups(id), is_verified_buyer INTEGER NOT NULL DEFAULT 0,
    default_billing INTEGER, default_shipping INTEGER, store_code TEXT NOT NULL,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (website_id, email)
  );
  CREATE TABLE customer_tokens (
    token TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
    created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE customer_addresses (
    id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), firstname TEXT NOT NULL,
    lastname TEXT NOT NULL, company TEXT, street TEXT NOT NULL, -- JSON list of lines
    house_number TEXT, city TEXT NOT NULL, region TEXT, region_code TEXT, postcode TEXT, country_id TEXT NOT NULL,
    telephone TEXT, created_at TEXT NOT NULL
  );
  CREATE TABLE password_reset_tokens (
    token_hash TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
    created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT
  );
  CREATE TABLE saved_cards (
    id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), public_hash TEXT NOT NULL UNIQUE,
    card_holder TEXT NOT NULL, brand TEXT NOT NULL CHECK (brand IN ('Visa','Mastercard','American Express')),
    last4 TEXT NOT NULL, expiration TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE newsletter_subscribers (
    id INTEGER PRIMARY KEY, email TEXT NOT NULL, store_code TEXT NOT NULL, customer_id INTEGER REFERENCES customers(id),
    firstname TEXT, gender INTEGER, status TEXT NOT NULL CHECK (status IN ('NOT_ACTIVE','SUBSCRIBED','UNSUBSCRIBED','UNCONFIRMED')),
    confirm_code TEXT, created_at TEXT NOT NULL, UNIQUE (email, store_code)
  );
  CREATE TABLE contact_preferences (
    customer_id INTEGER NOT NULL REFERENCES customers(id), channel TEXT NOT NULL, enabled INTEGER NOT NULL,
    PRIMARY KEY (customer_id, channel)
  );
  CREATE TABLE referrals (
    id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), friend_name TEXT NOT NULL,
    friend_email TEXT NOT NULL, friend_customer_id INTEGER REFERENCES customers(id),
    first_order_placed INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
  );
  CREATE TABLE reward_points_ledger (
    id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), points INTEGER NOT NULL,
    type TEXT NOT NULL, -- gathered, redeemed, expired, referral, ...
    status TEXT NOT NULL DEFAULT 'valid', -- valid, unvalidated, used, expired
    order_id INTEGER, inserted_at TEXT NOT NULL, available_from TEXT, available_until TEXT
  );
  CREATE TABLE stock_alerts (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), email TEXT NOT NULL,
    customer_id INTEGER REFERENCES customers(id), store_code TEXT NOT NULL, created_at TEXT NOT NULL,
    sent_at TEXT, UNIQUE (product_id, email)
  );

  -- Carts ---------------------------------------------------------------------------------------
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE, label TEXT NOT NULL, type TEXT NOT NULL CHECK (type IN ('percent','fixed')),
    amount REAL NOT NULL, currency TEXT, min_subtotal REAL, usage_limit INTEGER, times_used INTEGER NOT NULL DEFAULT 0,
    from_date TEXT, to_date TEXT, is_active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE carts (
    id INTEGER PRIMARY KEY, masked_id TEXT NOT NULL UNIQUE, store_code TEXT NOT NULL, customer_id INTEGER REFERENCES customers(id),
    email TEXT, is_active INTEGER NOT NULL DEFAULT 1, coupon_code TEXT, reward_points_used INTEGER NOT NULL DEFAULT 0,
    shipping_address TEXT, billing_address TEXT, -- JSON
    shipping_method TEXT, payment_method TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE TABLE cart_items (
    id INTEGER PRIMARY KEY, cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id), -- the product added (configurable parent / bundle / simple)
    child_product_id INTEGER REFERENCES products(id), -- the chosen variant of a configurable
    qty REAL NOT NULL, options_key TEXT NOT NULL, -- identical lines (same product + options) are merged
    is_reward_product INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
  );
  CREATE INDEX cart_items_cart ON cart_items(cart_id);
  CREATE TABLE cart_item_options (
    item_id INTEGER NOT NULL REFERENCES cart_items(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('super_attribute','bundle','entered')),
    option_id INTEGER NOT NULL, -- attribute id / bundle option id
    value_id INTEGER NOT NULL, -- attribute option id / bundle selection id
    qty REAL NOT NULL DEFAULT 1, value_text TEXT
  );
  CREATE INDEX cart_item_options_item ON cart_item_options(item_id);

  -- Orders ------------------------------------------------------------------------------------
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE, store_code TEXT NOT NULL, cart_id INTEGER REFERENCES carts(id),
    customer_id INTEGER REFERENCES customers(id), email TEXT NOT NULL, status TEXT NOT NULL, currency TEXT NOT NULL,
    subtotal REAL NOT NULL, shipping_amount REAL NOT NULL, discount_amount REAL NOT NULL, tax_amount REAL NOT NULL,
    grand_total REAL NOT NULL, points_gathered INTEGER NOT NULL DEFAULT 0, payment_method TEXT NOT NULL,
    shipping_method TEXT, shipping_address TEXT NOT NULL, billing_address TEXT NOT NULL, -- JSON
    coupon_code TEXT, token TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), product_id INTEGER REFERENCES products(id),
    parent_item_id INTEGER REFERENCES order_items(id), sku TEXT NOT NULL, name TEXT NOT NULL, product_type TEXT NOT NULL,
    price REAL NOT NULL, row_total REAL NOT NULL, qty_ordered REAL NOT NULL, qty_invoiced REAL NOT NULL DEFAULT 0,
    qty_shipped REAL NOT NULL DEFAULT 0, qty_refunded REAL NOT NULL DEFAULT 0, qty_canceled REAL NOT NULL DEFAULT 0,
    options TEXT -- JSON of selected options
  );
  CREATE TABLE invoices (
    id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id),
    grand_total REAL NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE invoice_items (
    invoice_id INTEGER NOT NULL REFERENCES invoices(id), order_item_id INTEGER NOT NULL REFERENCES order_items(id),
    qty REAL NOT NULL, PRIMARY KEY (invoice_id, order_item_id)
  );
  CREATE TABLE shipments (
    id INTEGER PRIMARY KEY, increment_id TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id),
    carrier TEXT, tracking_number TEXT, created_at TEXT NOT NULL
  );
  CREATE TABLE shipment_items (
    shipment_id INTEGER NOT NULL REFERENCES shipments(id), order_item_id INTEGER NOT NULL REFERENCES order_items(id),
    qty REAL NOT NULL, PRIMARY KEY (shipment_id, order_item_id)
  );

  -- Reviews, error reports ---------------------------------------------------------------------
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), customer_id INTEGER REFERENCES customers(id),
    store_code TEXT NOT NULL, nickname TEXT NOT NULL, summary TEXT NOT NULL, text TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5), status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
    created_at TEXT NOT NULL
  );
  CREATE INDEX reviews_product ON reviews(product_id, status);
  CREATE TABLE error_reports (
    id INTEGER PRIMARY KEY, store_code TEXT NOT NULL, code TEXT NOT NULL, message TEXT NOT NULL, trace TEXT,
    url TEXT, user_agent TEXT, timestamp TEXT NOT NULL, customer_note TEXT, created_at TEXT NOT NULL
  );
  `;
