/** spec 1 §7: per-centre mappings */
export interface CentreConfig {
  /** short name used in hosts (`<slug>.localhost`) and logs */
  slug: string;
  /** production domains answering for this centre */
  domains: string[];
  /** IANA time zone: every trading-hour display uses it (spec 1 §1) */
  timeZone: string;
  cms: {
    spaceId: string;
    /** public token: published content only */
    accessToken: string;
    /** preview token: draft content for editors; never sent to the browser */
    previewToken: string;
  };
  /** spec 1 §2.3: show the 'Change Centre' toggle */
  showChangeCentre: boolean;
  /** the centre_key of the property data API */
  propertyApiKey: string;
  /**
   * spec 2 §7 recipientEmail: inboxes an enquiry may name besides the centre's own domains: full addresses
   * (`leasing@group.example`) or whole domains written with a leading `@` (`@group.example`, subdomains too)
   */
  enquiryRecipients?: string[];
  /** optional subscription centres offered by the sign-up form */
  subscriptionCentres?: string[];
  tagManagerId?: string;
  booking?: {
    companyLogin: string;
    apiKey: string;
    publicUrl?: string;
    /** the company's secret key: signs confirmBooking / confirmInvoice calls (md5, issue 14) */
    secretKey?: string;
  };
  /**
   * the centre's Vivenu seller (docs/ticketing.md): its id, and its API key (sent as the bearer token of
   * Vivenu's private calls: payment requests, invoices). Without it the centre sells under TICKETING_SELLER_ID.
   */
  ticketing?: { sellerId: string; gatewaySecret: string };
}
