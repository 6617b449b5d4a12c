/** Competitions (competitions/<slug>, national-competitions/<slug>; content-shared.types.ts). */
import type { Blok, SeoFields } from './content-shared.types';
import type { CmsAsset, CmsBlok, CmsLink, CmsRichText } from './storyblok.types';

export type CompetitionContent = Blok<
  'competition',
  SeoFields & {
    competition_name: string;
    name: string;
    tagline?: string;
    heroImage?: CmsAsset;
    backgroundImage?: CmsAsset;
    successImage?: CmsAsset;
    backgroundColour?: string;
    effectiveDate: string;
    expiryDate: string;
    pinToTop?: boolean;
    competitionType: 'Single Entry competition' | 'Single Entry per day' | 'Single Entry per week' | 'Multiple Entry';
    channelType?: string;
    marketingFlagName?: string;
    campaignId?: string;
    termsLink?: CmsLink;
    minimalTerms?: CmsRichText;
    successMessage?: string;
    successButton?: string;
    showUrl?: boolean;
    /** store uuids where purchases count */
    stores?: string[];
    disableMultiPurchase?: boolean;
    isSingleEntryPerCentre?: boolean;
    inCentreOnly?: boolean;
    fields?: CmsBlok[];
  }
>;
