// Account creation (Magento's createCustomerV2 and isEmailAvailable): Magento's checks and messages,
// the shop's attributes (attributes.ts), a referral code of the new customer's own, the friend's
// referral recorded, the newsletter when asked for, and a welcome email in the outbox. Accounts are
// global (Magento's "share customer accounts: global", see service.ts), so an email is taken in
// every website once one account uses it.
import { randomBytes } from "node:crypto";
import type { Database } from "better-sqlite3";
import { composed, mailTemplates } from "../mail/templates.js";
import type { CustomerDietaryNeed, CustomerFitnessGoal } from "../generated/resolvers-types.js";
import type { MailOutbox } from "../mail/outbox.js";
import type { CustomerSubscriptions } from "../newsletter/customer-subscription.js";
import { isValidEmail } from "../newsletter/service.js";
import { createReferralRepository } from "../referral/repository.js";
import { ShopError } from "../shared/errors.js";
import type { StoreView } from "../store/repository.js";
import { checkedDateOfBirth, checkedGender, dietaryNeedsToColumn, FITNESS_GOALS } from "./attributes.js";
import { hashPassword } from "./passwords.js";
import { checkPasswordStrength, DEFAULT_PASSWORD_RULES, type PasswordRules } from "./password-rules.js";
import { createRegistrationRepository } from "./repository.js";
import { sqlTime, type CustomerRow } from "./service.js";
import { isValidName, nameNotValid } from "../shared/name-rules.js";

export const EMAIL_TAKEN = "A customer with the same email address already exists in an associated website.";

const inputError = (message: string) => new ShopError(message, "input");

export interface NewCustomer {
  firstname: string;
  lastname: string;
  email: string;
  password?: string | null;
  gender?: number | null;
  /** Magento's current name; `dob` is its older one */
  date_of_birth?: string | null;
  dob?: string | null;
  is_subscribed?: boolean | null;
  mobile_number?: string | null;
  fitness_goal?: CustomerFitnessGoal | null;
  dietary_needs?: readonly CustomerDietaryNeed[] | null;
  /** a friend's referral code: this account is that friend's referral */
  referral_code?: string | null;
}

/**
 * Magento's rules for a new password: the store's length and character classes (spaces at the ends
 * not counted, password-rules.ts), and not the email.
 */
export function checkNewPassword(
  password: string | null | undefined,
  email: string,
  rules: PasswordRules = DEFAULT_PASSWORD_RULES,
): string {
  if (!password) throw inputError('"Password" is a required value.');
  checkPasswordStrength(password, rules);
  if (password.trim().toLowerCase() === email.trim().toLowerCase())
    throw inputError("The password can't be the same as the email address. Create a new password and try again.");
  return password;
}

const required = (value: string | null | undefined, label: string): string => {
  const text = (value ?? "").trim();
  if (!text) throw inputError(`"${label}" is a required value.`);
  if (text.length > 255) throw inputError(`"${label}" is too long.`);
  return text;
};

/** E.164, as the storefront sends it after checking the number for the store's country. */
const checkedMobile = (value: string | null | undefined): string | null => {
  const text = (value ?? "").replace(/[\s()-]/g, "");
  if (!text) return null;
  if (!/^\+[1-9]\d{6,14}$/.test(text)) throw inputError(`"${value}" is not a valid mobile number.`);
  return text;
};

/** 8 letters and digits without the ones people misread (0/O, 1/I/L). */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export function createRegistrationService(
  db: Database,
  deps: {
    mail: MailOutbox;
    subscriptions: CustomerSubscriptions;
    shopName: (store: StoreView) => string;
    /** the store view's rules for a new password */
    passwordRules?: (store: StoreView) => PasswordRules;
  },
) {
  const accounts = createRegistrationRepository(db);
  const referrals = createReferralRepository(db);

  const uniqueReferralCode = (): string => {
    for (;;) {
      const code = newReferralCode();
      if (!accounts.referralCodeTaken(code)) return code;
    }
  };

  return {
    /** Magento's isEmailAvailable: true when no account uses the address (accounts are global). */
    isEmailAvailable(email: string): boolean {
      return !accounts.emailTaken(email.trim());
    },

    create(store: StoreView, input: NewCustomer, now = new Date()): CustomerRow {
      const email = (input.email ?? "").trim();
      if (!isValidEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
      const firstname = required(input.firstname, "First Name");
      const lastname = required(input.lastname, "Last Name");
      if (!isValidName(firstname)) throw inputError(nameNotValid("firstname"));
      if (!isValidName(lastname)) throw inputError(nameNotValid("lastname"));
      const password = checkNewPassword(input.password, email, deps.passwordRules?.(store));
      const gender = checkedGender(input.gender);
      const dateOfBirth = checkedDateOfBirth(input.date_of_birth ?? input.dob, now);
      const mobile = checkedMobile(input.mobile_number);
      const goal = input.fitness_goal ?? null;
      if (goal !== null && !FITNESS_GOALS.includes(goal)) throw inputError(`"${goal}" is not a valid fitness goal.`);
      const friendCode = (input.referral_code ?? "").trim();
      const friend = friendCode ? accounts.inviter(friendCode) : undefined;
      if (friendCode && !friend) throw inputError(`The referral code "${friendCode}" is not valid.`);

      const customer = db.transaction(() => {
        if (accounts.emailTaken(email)) throw inputError(EMAIL_TAKEN);
        const id = accounts.insert({
          website_id: store.website_id,
          email,
          password_hash: hashPassword(password),
          firstname,
          lastname,
          gender,
          date_of_birth: dateOfBirth,
          mobile_number: mobile,
          fitness_goal: goal,
          dietary_needs: dietaryNeedsToColumn(input.dietary_needs),
          referral_code: uniqueReferralCode(),
          store_code: store.code,
          now: sqlTime(now),
        });
        if (friend) {
          // The friend's invitation to this address (the referral page's) becomes this account's; a
          // code handed over some other way is recorded as a new referral.
          const invited = referrals.openInvitation(friend.id, email);
          if (invited) referrals.acceptInvitation(invited.id, id);
          else referrals.insertJoined(friend.id, `${firstname} ${lastname}`, email, id, sqlTime(now));
        }
        if (input.is_subscribed) deps.subscriptions.subscribe(store, id, email, now);
        return accounts.byId(id)!;
      })();

      const shop = deps.shopName(store);
      deps.mail.send(
        {
          to: email,
          storeCode: store.code,
          kind: "welcome",
          ...composed(
            mailTemplates(store.lang).welcome({
              name: `${firstname} ${lastname}`,
              shop,
              referralCode: customer.referral_code ?? "",
            }),
          ),
        },
        now,
      );
      return customer;
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
