// foundation/stores/*: one story per store of the centre, from the catalogue rows it picks plus its
// overrides (status, floor, flags) and extra stores. Randomness is seeded per store.
import { findSub } from '../catalogue/categories.mjs';
import { PROFILES } from '../catalogue/store-profiles.mjs';
import { day, rel } from '../lib/dates.mjs';
import { FLOOR_NAMES } from '../lib/floors.mjs';
import { tradingHours } from '../lib/hours.mjs';
import { url } from '../lib/links.mjs';
import { random } from '../lib/random.mjs';
import { md } from '../lib/rich-text.mjs';
import { storeWeek } from './store-hours.mjs';

/** rows: [title, subPath, tagline, extras]; returns [{ fullSlug, story, meta }] with meta for other builders */
export function buildStores(ctx, rows) {
  const stores = rows.map((row) => storeOf(ctx, row));
  for (const store of stores) ctx.registerStore(store.meta.title, store.meta.slug);
  for (const store of stores) store.story.content.similarStores = similarTo(store, stores);
  for (const store of stores)
    if (store.story.content.similarStores.length === 0) delete store.story.content.similarStores;
  return stores;
}

function storeOf(ctx, [title, subPath, tagline, extras = {}]) {
  const { centre } = ctx;
  const slug = extras.slug ?? ctx.slugify(title);
  const rng = random(`${centre.slug}:store:${slug}`);
  const override = centre.storeOverrides?.[title] ?? {};
  const { category, sub } = findSub(subPath);
  const others = (extras.also ?? []).map(findSub);
  const profile = PROFILES[sub.slug];
  const floor = override.floor ?? rng.pick(centre.floors[subPath] ?? centre.floors[category.slug]);
  const precinct = override.precinct ?? centre.precincts[subPath] ?? centre.precincts[category.slug];
  const shop = `${floor === 'Rooftop' ? 'R' : floor}${String(rng.int(1, 180)).padStart(3, '0')}`;
  const location = `Shop ${shop}${precinct ? `, ${precinct}` : ''}`;
  const week = storeWeek(override.hours ?? centre.storeHours?.[subPath] ?? profile.hours ?? 'centre', centre);
  const content = {
    component: 'store',
    title,
    logo: ctx.asset('logo', title, 'logo', `${title} logo`),
    image: ctx.asset('card', `${title} store`, 'card', `Inside ${title} at ${centre.name}`),
    phone: `${centre.phonePrefix} ${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `${centre.slug}@${slug}.example`,
    website: `https://www.${slug}.example`,
    categories: [
      ...new Set(
        [category, ...others.map((other) => other.category)].map((item) => rel(`foundation/categories/${item.slug}`)),
      ),
    ],
    subcategories: [sub, ...others.map((other) => other.sub)].map((item, index) =>
      rel(`foundation/categories/${index === 0 ? category.slug : others[index - 1].category.slug}/${item.slug}`),
    ),
    tradingHours: tradingHours(week, override.specialHours),
    status: override.status ?? 'open',
    accepts: override.accepts ?? acceptsOf(rng, profile.pay),
    floor,
    location,
    keywords: [profile.keywords, ...(extras.keywords ?? [])].join(', '),
    preDescription: override.preDescription ? md(override.preDescription) : undefined,
    description: md(
      [
        tagline,
        profile.about.replaceAll('{centre}', centre.name),
        profile.highlights.map((item) => `- ${item}`).join('\n'),
        // a store whose services are booked online links its booking page (pages/book)
        ...(override.bookingNote ? [override.bookingNote] : []),
      ].join('\n\n'),
    ),
    postDescription: md(
      // the store page draws the plan and links the centre map itself: the text says where, in words
      `**Find us:** ${location}, ${FLOOR_NAMES[floor] ?? floor}.`,
    ),
  };
  if (override.ignoreSpecialHours) content.ignoreSpecialHours = true;
  if (profile.licensed || extras.licensed) content.licensed = true;
  if (precinct) content.precinct = precinct;
  if (extras.cuisines) content.cuisines = extras.cuisines;
  if (extras.meals ?? profile.meals) content.mealTimes = extras.meals ?? profile.meals;
  const discover = override.discover ?? extras.discover;
  if (discover?.length) content.discoverTypes = discover;
  const delivery = rng.sample(profile.delivery, rng.int(Math.min(1, profile.delivery.length), profile.delivery.length));
  if (delivery.length) content.deliveryMethods = delivery;
  content.social = socialOf(rng, slug);
  if (profile.menu) content.menu = url(`https://www.${slug}.example/menu`);
  if (profile.book) content.bookNow = url(`https://book.${slug}.example/${centre.slug}`);
  if (override.startDate !== undefined) content.startDate = day(override.startDate, '00:00');
  if (override.endDate !== undefined) content.endDate = day(override.endDate, '23:59');
  if (rng.chance(0.25)) {
    content.metaTitle = `${title} at ${centre.name}`;
    content.metaDescription = tagline;
  }
  for (const key of Object.keys(content)) if (content[key] === undefined) delete content[key];
  const story = { name: title, content };
  return {
    fullSlug: `foundation/stores/${slug}`,
    story,
    meta: { title, slug, subPath, category: category.slug, status: content.status },
  };
}

function acceptsOf(rng, pay) {
  // most stores take the centre gift card; a few take newer wallets the site shows by name
  const accepts = pay.filter((method) => method !== 'giftCard' || rng.chance(0.85));
  if (pay.length > 0 && rng.chance(0.12)) accepts.push('apple_pay');
  return accepts;
}

function socialOf(rng, slug) {
  const handle = slug.replace(/-/g, '');
  const social = [{ component: 'social_link', type: 'instagram', url: `https://www.instagram.example/${handle}` }];
  if (rng.chance(0.7))
    social.push({ component: 'social_link', type: 'facebook', url: `https://www.facebook.example/${handle}` });
  if (rng.chance(0.15))
    social.push({ component: 'social_link', type: 'twitter', url: `https://www.twitter.example/${handle}` });
  return social;
}

/** up to three open stores of the same sub-category, then of the same category, in title order */
function similarTo(store, stores) {
  const open = stores.filter((other) => other !== store && other.meta.status === 'open');
  const sameSub = open.filter((other) => other.meta.subPath === store.meta.subPath);
  const sameCategory = open.filter((other) => other.meta.category === store.meta.category && !sameSub.includes(other));
  return [...sameSub, ...sameCategory].slice(0, 3).map((other) => rel(`foundation/stores/${other.meta.slug}`));
}
