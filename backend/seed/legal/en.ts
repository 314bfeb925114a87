// The English legal pages: the UK store (UK consumer law), the Irish store (EU consumer law, euro
// prices) and the US store (its own wording: shipping, sales tax, a returns promise instead of a
// statutory right to cancel).
import { a, countryList, h2, h3, mail, modelForm, ol, p, postal, tel, ul, type StoreFacts } from "./facts.js";

type Market = "GB" | "IE" | "US";
const marketOf = (f: StoreFacts): Market => (f.home === "IE" ? "IE" : f.home === "US" ? "US" : "GB");

const phoneOf = (f: StoreFacts) =>
  marketOf(f) === "US"
    ? tel(f.company.phone.us, f.company.phone.usDisplay)
    : tel(f.company.phone.uk, marketOf(f) === "GB" ? f.company.phone.ukDisplay : f.company.phone.uk);

const hoursOf = (f: StoreFacts) =>
  marketOf(f) === "US"
    ? "Monday to Friday, 9 am to 5 pm Eastern Time"
    : "Monday to Friday, 9:00 to 17:30 (UK time), except bank holidays";

/** "15:00" at home, "3 pm Eastern Time" on the US store */
const cutoffOf = (f: StoreFacts) => {
  if (marketOf(f) !== "US") return f.cutoff;
  const [hours, minutes] = f.cutoff.split(":").map(Number);
  const twelve = hours % 12 || 12;
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""} ${hours < 12 ? "am" : "pm"} Eastern Time`;
};

const sellerOf = (f: StoreFacts) => {
  const c = f.company;
  return `${f.company.shopName} is run by ${c.legalName}, a company registered in ${c.registeredIn} (company number ${c.companyNumber}, VAT number ${c.vatNumber}), ${postal(c, "United Kingdom")}.`;
};

export function termsEn(f: StoreFacts): string {
  const m = marketOf(f);
  const us = m === "US";
  const returns = a(f.pagePath("returns"), us ? "returns page" : "returns and cancellation page");
  const delivery = a(f.pagePath("delivery"), us ? "shipping page" : "delivery page");
  const contact = a(f.pagePath("contact"), "contact page");
  const consumerLaw =
    m === "GB"
      ? "the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013"
      : "the consumer protection law of Ireland and the European Union";
  return [
    p(
      `These terms apply to every order you place in the ${f.company.shopName} online shop. Please read them before you order: by ${us ? "checking the box at checkout and placing your order" : "ticking the box at checkout"} you accept them. You can save or print this page for your records.`,
    ),
    h2("1. Who we are"),
    p(`${sellerOf(f)} You can reach us at ${mail(f.company.email)} or on ${phoneOf(f)}, ${hoursOf(f)}.`),
    h2("2. Who can order"),
    p(
      `Our shop is for consumers aged 18 or over buying for their own use, with a ${us ? "shipping" : "delivery"} address in a country we ${us ? "ship" : "deliver"} to. We may refuse orders in quantities that suggest resale.`,
    ),
    h2("3. How the contract is made"),
    ol([
      "Our product pages are an invitation to order, not a binding offer.",
      `When you press “Place order” you make an offer to buy the products in your ${us ? "cart" : "basket"} at the prices shown on the review page.`,
      "We email you an order confirmation straight away. It confirms that we have received your order; it does not yet accept it.",
      `The contract is made when we send the email that tells you your order has been ${us ? "shipped" : "dispatched"}. If we cannot accept your order (for example because a product has sold out), we tell you and do not charge you, or refund you in full.`,
    ]),
    p("The contract is made in English. We keep a copy of your order, which you can see in your account."),
    h2("4. Prices and taxes"),
    us
      ? p(
          `Prices are in US dollars. They do not include sales tax or import duties: we ship from the United Kingdom, and the carrier may collect import duties and taxes from you on delivery. ${a(f.pagePath("delivery"), "Shipping costs")} are shown before you order.`,
        )
      : p(
          `Prices are in ${m === "GB" ? "pounds sterling" : "euro"} and include VAT at the rate that applies (${f.vatPercent}% in ${m === "GB" ? "the United Kingdom" : "Ireland"}). Delivery costs are added at checkout and shown before you order; see our ${delivery}.`,
        ),
    p(
      "If we made an obvious mistake in a price, we will contact you and you can confirm the order at the correct price or cancel it. Discount codes can be used once per order unless their conditions say otherwise; reward points have no cash value.",
    ),
    h2("5. Payment"),
    ul([
      "Card: Visa, Mastercard or American Express, entered on our card provider's secure page. We never see or store your full card number. Your card is charged when you place the order.",
      `Bank transfer: you receive our bank details and your reference by email. We ${us ? "ship" : "dispatch"} your order when the money arrives; if it has not arrived within 7 days we cancel the order.`,
      "Cash on collection: for orders collected from a collection point, paid at the counter.",
    ]),
    h2(us ? "6. Shipping" : "6. Delivery"),
    p(
      `Orders placed by ${cutoffOf(f)} on a ${us ? "business" : "working"} day leave our warehouse the same day. ${us ? "Shipping" : "Delivery"} times and costs for each ${us ? "shipping" : "delivery"} method are on our ${delivery}. The products are yours, and at your risk, once they are delivered to you or to the person you named.`,
    ),
    h2(us ? "7. Returns" : "7. Your right to cancel"),
    us
      ? p(
          `You can return unopened products within 30 days of delivery for a refund. Products that arrive damaged or faulty are replaced or refunded. How it works is on our ${returns}.`,
        )
      : p(
          `You have the legal right to cancel your order within 14 days of receiving the goods, without giving a reason. For health and hygiene reasons this right ends for sealed food and supplements once their seal has been broken. Beyond the law, we take back unopened products within 30 days. The cancellation information and the model cancellation form are on our ${returns}.`,
        ),
    h2("8. Faulty or damaged products"),
    us
      ? p(
          `If a product arrives damaged, is faulty or is not what you ordered, tell us within 30 days of delivery and we will replace it or refund you, including shipping. Please keep the product and its packaging until we have answered.`,
        )
      : p(
          `We must supply products that are as described, of satisfactory quality and fit for purpose. If they are not, you have rights under ${consumerLaw}: ${m === "GB" ? "within 30 days of delivery you can reject them for a full refund; after that you can ask for a repair or replacement, and if that fails, a refund" : "within 30 days of delivery you can reject them for a full refund; after that you can ask for a repair or replacement and, if that is not possible, a price reduction or a refund"}. These rights are not affected by these terms. Please tell us as soon as you notice a problem.`,
        ),
    h2("9. Using our products safely"),
    ul([
      "Food supplements are not a substitute for a varied, balanced diet and a healthy lifestyle.",
      "Do not exceed the recommended daily dose shown on the label.",
      "Keep out of reach of young children. Not suitable for children, or for women who are pregnant or breastfeeding, unless a doctor advises otherwise.",
      "Check the label for allergens such as milk, soy and gluten before use. If you take medication or have a medical condition, ask your doctor first.",
      "Store in a cool, dry place and use by the date on the pack.",
    ]),
    h2("10. Our liability"),
    p(
      us
        ? "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or of our negligence, up to the price you paid for the order. Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury caused by our negligence, or for fraud."
        : "We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or of our negligence. We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, for fraud, or for breach of your legal rights in relation to the products. We supply products for private use only and are not liable for business losses.",
    ),
    h2("11. Complaints, law and courts"),
    p(
      m === "GB"
        ? `If you are unhappy, please tell us (see our ${contact}) and we will try to resolve it quickly. These terms are governed by the law of England and Wales. You can bring proceedings in the courts of England and Wales, or of Scotland or Northern Ireland if you live there.`
        : m === "IE"
          ? `If you are unhappy, please tell us (see our ${contact}) and we will try to resolve it quickly. These terms are governed by the law of England and Wales, but you keep the protection of the mandatory consumer law of Ireland, and you can bring proceedings in the Irish courts.`
          : `If you are unhappy, please tell us (see our ${contact}) and we will try to resolve it quickly. These terms are governed by the law of England and Wales, without prejudice to any consumer rights you have under the law of the state where you live.`,
    ),
    p(`How we use your personal data is explained in our ${a(f.privacyPath, "privacy and cookie policy")}.`),
    p(`Last updated: ${us ? "January 1, 2026" : "1 January 2026"}.`),
  ].join("\n");
}

export function deliveryEn(f: StoreFacts): string {
  const m = marketOf(f);
  const us = m === "US";
  const home = m === "GB" ? "the United Kingdom" : m === "IE" ? "Ireland" : "the United States";
  const rows = [
    `<strong>Standard ${us ? "shipping" : "delivery"}</strong>: ${f.standard}, free on orders of ${f.freeDeliveryFrom} or more. ${us ? "Usually 3 to 5 business days." : `${f.deliveryTime} in most cases, at most 3 working days.`}`,
    `<strong>Express ${us ? "shipping" : "delivery"}</strong>: ${f.express}. ${us ? "1 to 2 business days." : "Next working day, tracked, before 1 pm."}`,
    `<strong>Click and collect</strong>: ${f.collect}, free on orders of ${f.freeDeliveryFrom} or more. Ready at the collection point you choose ${us ? "within 3 business days" : "from the next working day"}; we email you when it is.`,
  ];
  return [
    p(
      us
        ? `Orders placed by ${cutoffOf(f)} on a business day (Monday to Friday, except holidays) ship the same day; later orders ship on the next business day.`
        : `We deliver from our warehouse in Manchester. Orders placed by ${f.cutoff} on a working day (Monday to Friday, except bank holidays) leave the same day; later orders leave on the next working day.`,
    ),
    h2(`${us ? "Shipping" : "Delivery"} in ${home}`),
    ul(rows),
    p(
      `The free ${us ? "shipping" : "delivery"} threshold applies to the value of your ${us ? "cart" : "basket"} after discounts. Your ${us ? "cart" : "basket"} shows how much is left to spend, and checkout shows every method with its price before you pay.`,
    ),
    f.abroad
      ? [
          h2("Delivery to other countries"),
          p(
            `We deliver to the countries you can choose at checkout. Standard delivery costs ${f.abroad} and takes 3 to 7 working days; it is free from ${f.freeDeliveryFrom}. Express delivery (${f.expressAbroad}, 2 to 3 working days) reaches ${countryList(f.expressAbroadCountries, "en-GB")}.`,
          ),
          m === "GB"
            ? p("Orders to the European Union are sent with duties and VAT paid: you pay nothing more on delivery.")
            : p("Orders to the United Kingdom are sent with duties and VAT paid: you pay nothing more on delivery."),
        ].join("\n")
      : [
          h2("Import duties and taxes"),
          p(
            "We ship from the United Kingdom. Your order may be subject to import duties and taxes, which the carrier collects on delivery; they are not included in our prices or shipping costs.",
          ),
        ].join("\n"),
    h2(us ? "Tracking your package" : "Tracking your parcel"),
    p(
      `As soon as your ${us ? "package" : "parcel"} leaves us we email you a tracking link. You can also follow your order in your account under “Orders”. If no one is home, the carrier leaves a note and tries again or takes the ${us ? "package" : "parcel"} to a local pick-up point.`,
    ),
    h2(us ? "A package that has not arrived" : "A parcel that has not arrived"),
    p(
      `If your ${us ? "package" : "parcel"} has not arrived 5 ${us ? "business" : "working"} days after the expected date, please ${a(f.pagePath("contact"), "contact us")} with your order number. We will trace it with the carrier and, if it is lost, send a replacement or refund you.`,
    ),
  ].join("\n");
}

export function returnsEn(f: StoreFacts): string {
  const m = marketOf(f);
  const c = f.company;
  const address = `${c.legalName}, Returns, ${postal(c, "United Kingdom")}`;
  const steps = ol([
    `Email ${mail(c.email)} with your order number and the products you are returning${m === "US" ? "" : ", or send us the form below"}.`,
    "Pack the products securely with a note of your order number.",
    m === "US"
      ? `Send the package to: ${address}. Keep your shipping receipt.`
      : `Send the parcel to: ${address}. Keep the proof of postage.`,
  ]);
  if (m === "US") {
    return [
      p(
        "Not what you expected? You can return unopened products within 30 days of delivery for a full refund of the product price.",
      ),
      h2("How to return"),
      steps,
      p(
        "Return shipping is at your cost unless the product is damaged, faulty or not what you ordered. Please use a tracked service: we cannot refund a return that does not reach us.",
      ),
      h2("Opened products"),
      p(
        "For health and hygiene reasons we cannot take back food and supplements whose seal has been broken, unless they are faulty.",
      ),
      h2("Damaged or faulty products"),
      p(
        `If a product arrives damaged or faulty, or we sent the wrong one, email us a photo within 30 days of delivery. We send a replacement or refund you, including shipping, and you do not need to send anything back unless we ask.`,
      ),
      h2("Refunds"),
      p(
        "We refund to the card or account you paid with within 14 days of receiving your return. Your bank may need a few more days to show it.",
      ),
    ].join("\n");
  }
  const uk = m === "GB";
  const right = uk ? "cancel" : "withdraw from";
  const formTitle = uk ? "Model cancellation form" : "Model withdrawal form";
  return [
    p(
      `You can send back anything you buy from us. By law you may ${right} your order within 14 days; beyond that, we take back unopened products within 30 days of delivery.`,
    ),
    h2(uk ? "Your right to cancel" : "Your right of withdrawal"),
    p(
      `You have the right to ${right} this contract within 14 days without giving any reason. The period ends 14 days after the day on which you, or a person you named other than the carrier, receive the goods (for an order delivered in several parcels, the last one).`,
    ),
    p(
      `To use this right, tell us (${address}, ${mail(c.email)}, ${phoneOf(f)}) of your decision with a clear statement, for example a letter or an email. You may use the model form below, but you do not have to. It is enough to send your message before the period ends.`,
    ),
    h3("What happens when you cancel"),
    p(
      "We refund all payments we received from you, including the cost of standard delivery (not the extra cost of express delivery), without undue delay and at the latest 14 days after the day we are told of your decision. We use the same means of payment you used, unless you expressly agree otherwise; you will not pay any fee for it. We may wait until we have received the goods back, or you have shown proof of sending them, whichever comes first.",
    ),
    p(
      "Please send the goods back within 14 days of telling us. You pay the direct cost of returning them. You are only liable for any loss in value of the goods caused by handling them beyond what is necessary to see their nature, characteristics and working.",
    ),
    h3("When the right does not apply"),
    p(
      "The right ends for sealed goods which are not suitable for return for health protection or hygiene reasons once they have been unsealed after delivery: protein powders, supplements, drinks and snacks whose seal has been broken.",
    ),
    h2("How to return"),
    steps,
    h2("Damaged or faulty products"),
    p(
      `If a product arrives damaged or faulty, or we sent the wrong one, email us a photo. We pay for the return and send a replacement or refund you in full, including delivery. This does not affect your legal rights (see our ${a(f.pagePath("terms"), "terms and conditions")}).`,
    ),
    h2(formTitle),
    p(`Complete and return this form only if you wish to ${right} the contract.`),
    modelForm([
      `To: ${address}, ${c.email}`,
      `I/We (*) hereby give notice that I/We (*) ${uk ? "cancel" : "withdraw from"} my/our (*) contract of sale of the following goods (*)/for the ${uk ? "supply" : "provision"} of the following service (*):`,
      "Ordered on (*)/received on (*):",
      "Name of consumer(s):",
      "Address of consumer(s):",
      "Signature of consumer(s) (only if this form is notified on paper):",
      "Date:",
      "(*) Delete as appropriate.",
    ]),
  ].join("\n");
}

export function contactEn(f: StoreFacts): string {
  const m = marketOf(f);
  const c = f.company;
  return [
    p(
      "Questions about an order, a product or your account? Our customer service team is happy to help. Please have your order number ready: it is in your confirmation email and in your account.",
    ),
    h2("Email"),
    p(`${mail(c.email)}: we answer within one ${m === "US" ? "business" : "working"} day.`),
    h2("Phone"),
    p(`${phoneOf(f)}, ${hoursOf(f)}.${m === "US" ? "" : " Calls cost your standard rate."}`),
    h2(m === "US" ? "Mail" : "Post"),
    p(postal(c, "United Kingdom")),
    p(
      `Before you write, you may find your answer on our ${a(f.pagePath("delivery"), m === "US" ? "shipping" : "delivery")} and ${a(f.pagePath("returns"), "returns")} pages.`,
    ),
    h2("Company details"),
    ul([
      `${c.legalName}, registered in ${c.registeredIn}, company number ${c.companyNumber}`,
      `Registered office: ${postal(c, "United Kingdom")}`,
      `VAT number: ${c.vatNumber}`,
    ]),
  ].join("\n");
}
