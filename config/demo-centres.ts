import type { CentreConfig } from './centre.types';

/**
 * The fictional centres served in demo and test modes. Their content lives in content/demo/<slug>/.
 * Tokens here open only the local CMS sandbox.
 */
export const DEMO_CENTRES: CentreConfig[] = [
  {
    slug: 'willowvale',
    domains: ['www.willowvale.example'],
    timeZone: 'Australia/Melbourne',
    cms: { spaceId: '1001', accessToken: 'demo-willowvale-public', previewToken: 'demo-willowvale-preview' },
    showChangeCentre: false,
    propertyApiKey: 'WLV',
    tagManagerId: 'GTM-DEMO001',
  },
  {
    slug: 'riverbend',
    domains: ['www.riverbend.example'],
    timeZone: 'Australia/Brisbane',
    cms: { spaceId: '1002', accessToken: 'demo-riverbend-public', previewToken: 'demo-riverbend-preview' },
    showChangeCentre: false,
    propertyApiKey: 'RVB',
    subscriptionCentres: ['Riverbend', 'Willowvale', 'Karri Ridge Outlet'],
    tagManagerId: 'GTM-DEMO002',
  },
  {
    slug: 'karri-ridge',
    domains: ['www.karriridge.example'],
    timeZone: 'Australia/Perth',
    cms: { spaceId: '1003', accessToken: 'demo-karri-ridge-public', previewToken: 'demo-karri-ridge-preview' },
    showChangeCentre: true,
    propertyApiKey: 'KRO',
    // the outlet's leasing is run by the group's leasing team, on the group's domain
    enquiryRecipients: ['leasing@atrium-leasing.example'],
    tagManagerId: 'GTM-DEMO003',
  },
];
