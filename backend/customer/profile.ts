// Account details, password change, newsletter and contact preferences of the signed-in customer
// (Magento's updateCustomerV2 and changeCustomerPassword; contact preferences are this shop's).
import type { Database } from "better-sqlite3";
import type {
  CustomerContactChannel,
  CustomerContactPreference,
  CustomerContactPreferenceInput,
  CustomerUpdateInput,
} from "../generated/resolvers-types.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import { checkedDateOfBirth, checkedGender, dietaryNeedsToColumn, FITNESS_GOALS } from "./attributes.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { checkPasswordStrength, type PasswordRules } from "./password-rules.js";
import { createAccountClosingRepository, createEmailChangeRepository, createProfileRepository } from "./repository.js";
import { EMAIL_TAKEN } from "./registration.js";
import { isValidEmail } from "../newsletter/service.js";
import { SignInLimitedError, sqlTime, type CustomerRow } from "./service.js";
import { createSignInLimiter, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "./sign-in-limits.js";
import type { RateLimitStore } from "../ratelimit/limiter.js";
import { sqliteSharedState } from "../ratelimit/shared-state.js";
import { createProfileSubscriberRepository } from "../newsletter/repository.js";
import type { WelcomeCoupons } from "../newsletter/welcome-coupon.js";
import type { PasswordChangedNotice } from "./password-changed.js";
import type { EmailChangedNotice } from "./email-changed.js";
import { isValidName, nameNotValid } from "../shared/name-rules.js";

/** Magento's answer to a wrong current password (AccountManagement::changePassword). */
export const PASSWORD_DOES_NOT_MATCH = "The password doesn't match this account. Verify the password and try again.";
/** Magento's answer to a wrong password where a password confirms a change (Customer\Model\Authentication). */
export const INVALID_LOGIN_OR_PASSWORD = "Invalid login or password.";
/** Magento's answer to an email change without the password (CustomerGraphQl's UpdateCustomerAccount). */
export const PASSWORD_FOR_EMAIL_CHANGE = 'Provide the current "password" to change "email".';

export const CONTACT_CHANNELS: readonly CustomerContactChannel[] = ["EMAIL", "SMS", "POST", "PHONE"];

const MAX_NAME = 255;
const MAX_MOBILE = 32;

export interface ProfileServiceOptions {
  /** wrong current passwords count as failed sign-ins (the same limits, per account and IP) */
  signInLimits?: Partial<SignInLimits>;
  /** Where the failure counters live (the sign-in's own); default this database. */
  rateLimitStore?: RateLimitStore;
  /** a customer new to the newsletter gets the welcome code by email, as a guest does */
  welcomeCoupons?: WelcomeCoupons;
  /** the owner is told of a password change by email */
  passwordChanged?: PasswordChangedNotice;
  /** the old address is told of a change of the sign-in email */
  emailChanged?: EmailChangedNotice;
  /** the store view's rules for a new password (Magento's defaults without one) */
  passwordRules?: (store: StoreView) => PasswordRules;
}

function checkedName(value: string | null | undefined, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  const name = value.trim();
  if (!name) throw new ShopError(`"${field}" is required. Enter and try again.`, "input");
  if (name.length > MAX_NAME) throw new ShopError(`"${field}" is too long.`, "input");
  if (!isValidName(name)) throw new ShopError(nameNotValid(field), "input");
  return name;
}

export function createProfileService(db: Database, options: ProfileServiceOptions = {}) {
  const limiter = createSignInLimiter(
    { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
    options.rateLimitStore ?? sqliteSharedState(db).rateLimitStore,
  );
  const profiles = createProfileRepository(db);
  const emails = createEmailChangeRepository(db);
  const closing = createAccountClosingRepository(db);
  const subscriptions = createProfileSubscriberRepository(db);

  const customer = (customerId: number) => {
    const row = profiles.byId(customerId);
    if (!row) throw new ShopError("The current customer isn't authorized.", "authorization");
    return row;
  };

  return {
    /**
     * updateCustomerV2: names, date of birth, gender, the shop's attributes and the newsletter. A
     * field left out keeps its value; null clears an optional one.
     */
    update(customerId: number, input: CustomerUpdateInput, store: StoreView, now = new Date()): CustomerRow {
      const row = customer(customerId);
      const firstname = checkedName(input.firstname, "firstname") ?? row.firstname;
      const lastname = checkedName(input.lastname, "lastname") ?? row.lastname;
      const dateOfBirth =
        input.date_of_birth !== undefined || input.dob !== undefined
          ? checkedDateOfBirth(input.date_of_birth ?? input.dob, now)
          : row.date_of_birth;
      const gender = input.gender !== undefined ? checkedGender(input.gender) : row.gender;
      let mobile = row.mobile_number;
      if (input.mobile_number !== undefined) {
        mobile = input.mobile_number?.trim() || null;
        // The storefront checks the number for the store's country; here only its form (E.164-ish).
        if (mobile && (mobile.length > MAX_MOBILE || !/^\+?[0-9 ()-]{4,}$/.test(mobile)))
          throw new ShopError(`"${mobile}" is not a valid mobile number.`, "input");
      }
      let fitnessGoal = row.fitness_goal;
      if (input.fitness_goal !== undefined) {
        if (input.fitness_goal !== null && !FITNESS_GOALS.includes(input.fitness_goal))
          throw new ShopError(`"${String(input.fitness_goal)}" is not a valid fitness goal.`, "input");
        fitnessGoal = input.fitness_goal;
      }
      const dietaryNeeds =
        input.dietary_needs !== undefined ? dietaryNeedsToColumn(input.dietary_needs) : row.dietary_needs;
      db.transaction(() => {
        profiles.updateDetails(customerId, {
          firstname,
          lastname,
          date_of_birth: dateOfBirth,
          gender,
          mobile_number: mobile,
          fitness_goal: fitnessGoal,
          dietary_needs: dietaryNeeds,
          updated_at: sqlTime(now),
        });
        if (input.is_subscribed === true) {
          const found = subscriptions.subscriber(row.email, store.code);
          if (found) subscriptions.subscribe(found.id, customerId, firstname);
          else {
            subscriptions.addSubscriber(row.email.toLowerCase(), store.code, customerId, firstname, now.toISOString());
            options.welcomeCoupons?.issue(store, row.email, now);
          }
        } else if (input.is_subscribed === false) {
          subscriptions.unsubscribe(customerId, row.email);
        }
      })();
      return customer(customerId);
    },

    /**
     * changeCustomerPassword: the current password must match (wrong ones count as failed sign-ins,
     * so a stolen session cannot guess it); every token of the customer is revoked, the one that
     * asked included: a token taken before the change is worth nothing after it. The device that
     * changed it signs in with the new password (generateCustomerToken) for a new token.
     */
    async changePassword(
      customerId: number,
      currentPassword: string,
      newPassword: string,
      clientIp: string,
      store?: StoreView,
      now = new Date(),
    ): Promise<CustomerRow> {
      const row = customer(customerId);
      const verdict = await limiter.check(row.email, clientIp);
      if (!verdict.allowed) throw new SignInLimitedError(verdict.retryAfterSeconds);
      if (!verifyPassword(currentPassword, row.password_hash)) {
        await limiter.failed(row.email, clientIp);
        throw new ShopError(PASSWORD_DOES_NOT_MATCH, "authentication");
      }
      await limiter.succeeded(row.email, clientIp);
      checkPasswordStrength(newPassword, store ? options.passwordRules?.(store) : undefined);
      db.transaction(() => {
        profiles.setPassword(customerId, hashPassword(newPassword), sqlTime(now));
        profiles.revokeAllTokens(customerId);
      })();
      if (store) options.passwordChanged?.(row, store, now);
      return customer(customerId);
    },

    /**
     * A new email address, as Magento's UpdateCustomerAccount changes it (updateCustomerEmail, and
     * updateCustomer with an email): the same address again changes nothing and needs no password;
     * another needs the account's password, checked under the sign-in limits (a wrong one counts as
     * a failed sign-in), then a valid address no other account has. Signed-in sessions stay signed in;
     * the old address is told, so that a change its owner did not make does not go unnoticed.
     */
    async changeEmail(
      customerId: number,
      newEmail: string,
      password: string | null | undefined,
      clientIp: string,
      store?: StoreView,
      now = new Date(),
    ): Promise<CustomerRow> {
      const row = customer(customerId);
      if (newEmail === row.email) return row;
      if (!password) throw new ShopError(PASSWORD_FOR_EMAIL_CHANGE, "input");
      const verdict = await limiter.check(row.email, clientIp);
      if (!verdict.allowed) throw new SignInLimitedError(verdict.retryAfterSeconds);
      if (!verifyPassword(password, row.password_hash)) {
        await limiter.failed(row.email, clientIp);
        throw new ShopError(INVALID_LOGIN_OR_PASSWORD, "authentication");
      }
      await limiter.succeeded(row.email, clientIp);
      const email = newEmail.trim();
      if (!isValidEmail(email)) throw new ShopError(`"${email}" is not a valid email address.`, "input");
      if (emails.takenByAnother(email, customerId)) throw new ShopError(EMAIL_TAKEN, "input");
      emails.change(customerId, email, sqlTime(now));
      if (store) options.emailChanged?.(row, email, store, now);
      return customer(customerId);
    },

    /**
     * deleteCustomer: the signed-in customer closes their own account, as Magento 2.4.7's
     * CustomerGraphQl allows any signed-in customer (no setting guards it). Their tokens stop working
     * with the account; orders and reviews stay, without the customer.
     */
    close(customerId: number): true {
      customer(customerId);
      closing.close(customerId);
      return true;
    },

    /** Every channel in CONTACT_CHANNELS order; one never set is off. */
    contactPreferences(customerId: number): CustomerContactPreference[] {
      const rows = profiles.contactPreferences(customerId);
      return CONTACT_CHANNELS.map((channel) => ({
        channel,
        enabled: rows.some((row) => row.channel === channel && row.enabled === 1),
      }));
    },

    updateContactPreferences(customerId: number, channels: readonly CustomerContactPreferenceInput[]): void {
      customer(customerId);
      db.transaction(() => {
        for (const { channel, enabled } of channels) {
          if (!CONTACT_CHANNELS.includes(channel))
            throw new ShopError(`"${String(channel)}" is not a contact channel.`, "input");
          profiles.setContactPreference(customerId, channel, enabled);
        }
      })();
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
