// Customer accounts and what hangs on them (Magento's customer_entity, customer_group,
// oauth_token, customer_address_entity, the password-reset tokens and the mail outbox's rows).
import type { Database } from "better-sqlite3";

export interface CustomerRow {
  id: number;
  website_id: number;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  gender: number | null;
  date_of_birth: string | null;
  mobile_number: string | null;
  fitness_goal: string | null;
  /** JSON list of CustomerDietaryNeed names (attributes.ts) */
  dietary_needs: string | null;
  referral_code: string | null;
  is_verified_buyer: number;
  default_billing: number | null;
  default_shipping: number | null;
  group_id: number;
  store_code: string;
  created_at: string;
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;

/** Accounts and their bearer tokens (stored as their digest). */
export function createCustomerRepository(db: Database) {
  const tokenOwner = db.prepare(
    "SELECT customer_id FROM customer_tokens WHERE token = ? AND revoked = 0 AND expires_at > ?",
  );
  const byEmail = db.prepare("SELECT * FROM customers WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1");
  const byId = db.prepare("SELECT * FROM customers WHERE id = ?");
  const insertToken = db.prepare(
    "INSERT INTO customer_tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const revoke = db.prepare("UPDATE customer_tokens SET revoked = 1 WHERE token = ?");
  const purge = db.prepare("DELETE FROM customer_tokens WHERE expires_at <= ? OR revoked = 1");
  const groupCode = db.prepare("SELECT code FROM customer_groups WHERE id = ?");
  const orderCount = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?");
  const subscribed = db.prepare(
    "SELECT 1 FROM newsletter_subscribers WHERE customer_id = ? AND status = 'SUBSCRIBED' LIMIT 1",
  );

  return {
    /** The customer a live token digest belongs to. */
    tokenOwner: (digest: string, now: string) =>
      (tokenOwner.get(digest, now) as { customer_id: number } | undefined)?.customer_id,
    byEmail: (email: string) => byEmail.get(email) as CustomerRow | undefined,
    byId: (customerId: number) => byId.get(customerId) as CustomerRow | undefined,
    insertToken: (digest: string, customerId: number, createdAt: string, expiresAt: string) => {
      insertToken.run(digest, customerId, createdAt, expiresAt);
    },
    revokeToken: (digest: string) => {
      revoke.run(digest);
    },
    /** Forgets the tokens expired by now or revoked. */
    purgeTokens: (now: string) => {
      purge.run(now);
    },
    groupCode: (groupId: number) => (groupCode.get(groupId) as { code: string } | undefined)?.code,
    orderCount: (customerId: number) => (orderCount.get(customerId) as { n: number }).n,
    isSubscribed: (customerId: number) => subscribed.get(customerId) !== undefined,
  };
}

export interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  /** JSON list of lines */
  street: string;
  house_number: string | null;
  city: string;
  region: string | null;
  region_code: string | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
}

export type AddressFields = Omit<AddressRow, "id" | "customer_id">;

/** The address book (Magento's customer_address_entity) and the account's default addresses. */
export function createAddressRepository(db: Database) {
  const list = db.prepare("SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id");
  const one = db.prepare("SELECT * FROM customer_addresses WHERE id = ? AND customer_id = ?");
  const insert = db.prepare(`INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street,
    house_number, city, region, region_code, postcode, country_id, telephone, created_at)
    VALUES (@customer_id, @firstname, @lastname, @company, @street, @house_number, @city, @region, @region_code,
    @postcode, @country_id, @telephone, @created_at)`);
  const update = db.prepare(`UPDATE customer_addresses SET firstname = @firstname, lastname = @lastname,
    company = @company, street = @street, house_number = @house_number, city = @city, region = @region,
    region_code = @region_code, postcode = @postcode, country_id = @country_id, telephone = @telephone
    WHERE id = @id AND customer_id = @customer_id`);
  const remove = db.prepare("DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?");
  const defaults = db.prepare("SELECT default_billing, default_shipping FROM customers WHERE id = ?");
  const setBilling = db.prepare("UPDATE customers SET default_billing = ?, updated_at = ? WHERE id = ?");
  const setShipping = db.prepare("UPDATE customers SET default_shipping = ?, updated_at = ? WHERE id = ?");

  return {
    list: (customerId: number) => list.all(customerId) as AddressRow[],
    /** The customer's address, or undefined when it is not theirs or not there. */
    one: (customerId: number, id: number) => one.get(id, customerId) as AddressRow | undefined,
    /** The new address's id. */
    insert: (row: AddressFields & { customer_id: number; created_at: string }) =>
      Number(insert.run(row).lastInsertRowid),
    update: (row: AddressFields & { id: number; customer_id: number }) => {
      update.run(row);
    },
    remove: (customerId: number, id: number) => {
      remove.run(id, customerId);
    },
    defaults: (customerId: number) =>
      defaults.get(customerId) as { default_billing: number | null; default_shipping: number | null } | undefined,
    setDefaultBilling: (customerId: number, addressId: number | null, now: string) => {
      setBilling.run(addressId, now, customerId);
    },
    setDefaultShipping: (customerId: number, addressId: number | null, now: string) => {
      setShipping.run(addressId, now, customerId);
    },
  };
}

/** The account's own details as the profile form writes them. */
export type CustomerDetails = Pick<
  CustomerRow,
  "firstname" | "lastname" | "date_of_birth" | "gender" | "mobile_number" | "fitness_goal" | "dietary_needs"
> & { updated_at: string };

/** The account's details, password and contact preferences. */
export function createProfileRepository(db: Database) {
  const byId = db.prepare("SELECT * FROM customers WHERE id = ?");
  const setPassword = db.prepare("UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?");
  const revokeAll = db.prepare("UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?");
  const preferences = db.prepare("SELECT channel, enabled FROM contact_preferences WHERE customer_id = ?");
  const setPreference = db.prepare(
    "INSERT INTO contact_preferences (customer_id, channel, enabled) VALUES (?, ?, ?) ON CONFLICT (customer_id, channel) DO UPDATE SET enabled = excluded.enabled",
  );
  const updateDetails = db.prepare(
    `UPDATE customers SET firstname = @firstname, lastname = @lastname, date_of_birth = @date_of_birth,
     gender = @gender, mobile_number = @mobile_number, fitness_goal = @fitness_goal,
     dietary_needs = @dietary_needs, updated_at = @updated_at WHERE id = @id`,
  );

  return {
    byId: (customerId: number) => byId.get(customerId) as CustomerRow | undefined,
    updateDetails: (customerId: number, details: CustomerDetails) => {
      updateDetails.run({ ...details, id: customerId });
    },
    setPassword: (customerId: number, passwordHash: string, now: string) => {
      setPassword.run(passwordHash, now, customerId);
    },
    /** Every bearer token of the customer stops working. */
    revokeAllTokens: (customerId: number) => {
      revokeAll.run(customerId);
    },
    contactPreferences: (customerId: number) =>
      preferences.all(customerId) as Array<{ channel: string; enabled: number }>,
    setContactPreference: (customerId: number, channel: string, enabled: boolean) => {
      setPreference.run(customerId, channel, enabled ? 1 : 0);
    },
  };
}

/** A new account's row as registration writes it (group 1, General). */
export type NewCustomerRow = Pick<
  CustomerRow,
  | "website_id"
  | "email"
  | "password_hash"
  | "firstname"
  | "lastname"
  | "gender"
  | "date_of_birth"
  | "mobile_number"
  | "fitness_goal"
  | "dietary_needs"
  | "referral_code"
  | "store_code"
> & { now: string };

/** Account creation: free addresses and referral codes, the new account. */
export function createRegistrationRepository(db: Database) {
  const emailTaken = db.prepare("SELECT 1 FROM customers WHERE email = ? COLLATE NOCASE LIMIT 1");
  const codeTaken = db.prepare("SELECT 1 FROM customers WHERE referral_code = ?");
  const inviter = db.prepare("SELECT id FROM customers WHERE referral_code = ? COLLATE NOCASE");
  const insert = db.prepare(`INSERT INTO customers (website_id, email, password_hash, firstname, lastname, gender,
    date_of_birth, mobile_number, fitness_goal, dietary_needs, referral_code, group_id, store_code, created_at, updated_at)
    VALUES (@website_id, @email, @password_hash, @firstname, @lastname, @gender, @date_of_birth, @mobile_number,
    @fitness_goal, @dietary_needs, @referral_code, 1, @store_code, @now, @now)`);
  const byId = db.prepare("SELECT * FROM customers WHERE id = ?");

  return {
    /** Is the address an account's (accounts are global, the case ignored)? */
    emailTaken: (email: string) => emailTaken.get(email) !== undefined,
    referralCodeTaken: (code: string) => codeTaken.get(code) !== undefined,
    /** The account whose referral code this is (the case ignored). */
    inviter: (code: string) => inviter.get(code) as { id: number } | undefined,
    /** The new account's id. */
    insert: (row: NewCustomerRow) => Number(insert.run(row).lastInsertRowid),
    byId: (customerId: number) => byId.get(customerId) as CustomerRow | undefined,
  };
}

export interface ResetTokenRow {
  token_hash: string;
  customer_id: number;
  expires_at: string;
  used_at: string | null;
}

/** Password-reset tokens (stored as their digest) and the password they reset. */
export function createPasswordResetRepository(db: Database) {
  const customerByEmail = db.prepare(
    "SELECT id, email, firstname, lastname FROM customers WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1",
  );
  const retireTokens = db.prepare(
    "UPDATE password_reset_tokens SET used_at = ? WHERE customer_id = ? AND used_at IS NULL",
  );
  const insertToken = db.prepare(
    "INSERT INTO password_reset_tokens (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
  );
  const tokenRow = db.prepare("SELECT * FROM password_reset_tokens WHERE token_hash = ?");
  const setPassword = db.prepare("UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?");
  const revokeBearerTokens = db.prepare("UPDATE customer_tokens SET revoked = 1 WHERE customer_id = ?");

  const redate = db.prepare(
    "UPDATE password_reset_tokens SET created_at = ?, expires_at = ? WHERE customer_id = ? AND used_at IS NULL",
  );

  return {
    customerByEmail: (email: string) =>
      customerByEmail.get(email) as { id: number; email: string; firstname: string; lastname: string } | undefined,
    token: (digest: string) => tokenRow.get(digest) as ResetTokenRow | undefined,
    /** The customer's unused tokens stop working. */
    retireTokens: (customerId: number, now: string) => {
      retireTokens.run(now, customerId);
    },
    insertToken: (digest: string, customerId: number, createdAt: string, expiresAt: string) => {
      insertToken.run(digest, customerId, createdAt, expiresAt);
    },
    setPassword: (customerId: number, passwordHash: string, now: string) => {
      setPassword.run(passwordHash, now, customerId);
    },
    revokeBearerTokens: (customerId: number) => {
      revokeBearerTokens.run(customerId);
    },
    /** Test hook: new dates for the customer's unused tokens; how many there were. */
    redateOpenTokens: (customerId: number, createdAt: string, expiresAt: string) =>
      redate.run(createdAt, expiresAt, customerId).changes,
  };
}

/** The customer list and a customer by email, for the owner's command line. */
export function createCustomerListRepository(db: Database) {
  const customers = db.prepare(
    `SELECT id, email, firstname, lastname, store_code, created_at FROM customers
     WHERE @match IS NULL OR email LIKE @match ESCAPE '\\' OR lastname LIKE @match ESCAPE '\\'
     ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const customerByEmail = db.prepare(
    "SELECT id, email, firstname, lastname, store_code FROM customers WHERE email = ? COLLATE NOCASE",
  );

  return {
    customers: (match: string | null, limit: number) =>
      customers.all({
        match: match === null ? null : `%${match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
        limit,
      }) as Array<{
        id: number;
        email: string;
        firstname: string;
        lastname: string;
        store_code: string;
        created_at: string;
      }>,
    customerByEmail: (email: string) =>
      customerByEmail.get(email) as
        { id: number; email: string; firstname: string; lastname: string; store_code: string } | undefined,
  };
}

/**
 * Closing an account (Magento's deleteCustomer): every row that hangs on the customer. What is the
 * account's alone (tokens, addresses, saved cards, points, preferences, ...) goes with it; what the
 * shop keeps (orders, reviews, newsletter rows, alerts, baskets) stays without the customer, as
 * Magento's foreign keys with ON DELETE SET NULL keep orders and reviews. The tables are read from
 * the database's own foreign keys, so a module that adds one is covered without a change here.
 */
export function createAccountClosingRepository(db: Database) {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'");
  const deactivateCarts = db.prepare("UPDATE carts SET is_active = 0 WHERE customer_id = ?");
  const removeCustomer = db.prepare("DELETE FROM customers WHERE id = ?");

  /** Each column that points at customers(id), and whether it may hold NULL. */
  const references = () =>
    (tables.all() as Array<{ name: string }>).flatMap(({ name }) => {
      const keys = db.pragma(`foreign_key_list("${name}")`) as Array<{
        table: string;
        from: string;
        on_delete: string;
      }>;
      const columns = db.pragma(`table_info("${name}")`) as Array<{ name: string; notnull: number }>;
      return (
        keys
          // ON DELETE CASCADE rows (a wishlist, a compare list) go with the account by themselves.
          .filter((key) => key.table === "customers" && key.on_delete !== "CASCADE")
          .map((key) => ({
            table: name,
            column: key.from,
            nullable: !columns.find((column) => column.name === key.from)?.notnull,
          }))
      );
    });

  return {
    /** Removes the account in one transaction; false when there was none. */
    close: db.transaction((customerId: number): boolean => {
      deactivateCarts.run(customerId);
      for (const { table, column, nullable } of references()) {
        const sql = nullable
          ? `UPDATE "${table}" SET "${column}" = NULL WHERE "${column}" = ?`
          : `DELETE FROM "${table}" WHERE "${column}" = ?`;
        db.prepare(sql).run(customerId);
      }
      return removeCustomer.run(customerId).changes > 0;
    }),
  };
}

/** A new email address for an account, and the newsletter rows that follow it. */
export function createEmailChangeRepository(db: Database) {
  const taken = db.prepare("SELECT 1 FROM customers WHERE email = ? COLLATE NOCASE AND id != ? LIMIT 1");
  const setEmail = db.prepare("UPDATE customers SET email = ?, updated_at = ? WHERE id = ?");
  // A guest subscription of the new address in the same store becomes the customer's own.
  const setSubscriberEmail = db.prepare("UPDATE OR REPLACE newsletter_subscribers SET email = ? WHERE customer_id = ?");
  return {
    takenByAnother: (email: string, customerId: number) => taken.get(email, customerId) !== undefined,
    change: db.transaction((customerId: number, email: string, now: string) => {
      setEmail.run(email, now, customerId);
      setSubscriberEmail.run(email.toLowerCase(), customerId);
    }),
  };
}
