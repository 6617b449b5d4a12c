// premium-guest-services/* (the flyout's fourth column) and foundation/centre-info/* pages.
import { page } from '../lib/links.mjs';
import { md } from '../lib/rich-text.mjs';

const SERVICES = {
  concierge: [
    'Concierge',
    'Wheelchairs, strollers, umbrellas, phone chargers and gift cards, with local knowledge thrown in.',
    'centre-info/facilities',
  ],
  'valet-parking': [
    'Valet Parking',
    'Leave the car at the entrance and pick it up when you are done; a hand wash can be added while you shop.',
    'parking',
  ],
  'hands-free-shopping': [
    'Hands-Free Shopping',
    'Drop your bags at Concierge as you go, then collect them in one trip or have them brought to your car.',
    'centre-info/facilities',
  ],
  'gift-wrapping': [
    'Gift Wrapping',
    'Bring your gifts to the wrapping station for recycled paper, ribbon and a handwritten tag, free with a receipt from the centre.',
    'gift-guide',
  ],
  'tourist-services': [
    'Visitor Services',
    'Tax-refund information, luggage storage and a shuttle timetable for international visitors.',
    'centre-info/facilities',
  ],
};

export function buildPremiumServices(ctx) {
  return ctx.centre.premiumServices.map((key) => {
    const [title, description, path] = SERVICES[key];
    return {
      fullSlug: `premium-guest-services/${key}`,
      story: {
        name: title,
        content: {
          component: 'premium_guest_service',
          title,
          link: page(path),
          image: ctx.asset('icon', title, 'icon', ''),
          description,
        },
      },
    };
  });
}

const textBlock = (heading, body) => ({ component: 'text_block', heading, body: md(body) });

export function buildCentreInfo(ctx) {
  const { centre } = ctx;
  const info = centre.centreInfo;
  const pages = [
    {
      slug: 'facilities',
      title: 'Facilities',
      body: [
        textBlock('Facilities at ' + centre.name, info.facilitiesIntro),
        {
          component: 'accordion_group',
          title: 'Find what you need',
          items: info.facilities.map(([title, text], index) => ({
            component: 'accordion_item',
            title,
            active: index === 0,
            content: md(text),
          })),
        },
      ],
    },
    {
      slug: 'accessibility',
      title: 'Accessibility',
      body: [
        textBlock('Accessibility', info.accessibilityIntro),
        textBlock('Getting around', info.accessibility.map((line) => `- ${line}`).join('\n')),
        textBlock(
          'Need a hand?',
          `Call us on ${centre.phone} before you visit and we will have a wheelchair, a mobility scooter or an escort ready when you arrive.`,
        ),
      ],
    },
  ];
  if (info.family) {
    pages.push({
      slug: 'family-services',
      title: 'Family Services',
      body: [textBlock('Visiting with little ones', info.family.map((line) => `- ${line}`).join('\n'))],
      noIndex: false,
    });
  }
  return pages.map(({ slug, title, body, noIndex }) => {
    const content = { component: 'centre_info', title, body, metaTitle: `${title} | ${centre.name}` };
    if (noIndex !== undefined) content.noIndex = noIndex;
    return { fullSlug: `foundation/centre-info/${slug}`, story: { name: title, content } };
  });
}
