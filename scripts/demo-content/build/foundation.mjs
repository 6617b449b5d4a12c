// foundation/centre, foundation/mapping, foundation/parking-regions/*, foundation/marketing-flags/*.
import { tradingHours } from '../lib/hours.mjs';
import { page } from '../lib/links.mjs';
import { floorPlan } from './floor-plan.mjs';

export function buildCentre(ctx) {
  const { centre } = ctx;
  const content = {
    component: 'centre',
    name: centre.name,
    streetAddress: centre.streetAddress,
    suburb: centre.suburb,
    state: centre.state,
    postcode: centre.postcode,
    phone: centre.phone,
    latitude: centre.latitude,
    longitude: centre.longitude,
    centreTimeZone: centre.timeZone,
    tradingHours: tradingHours(centre.hours, centre.specialHours),
    centreType: centre.centreType,
  };
  if (centre.alert) content.alert = [{ component: 'alert', ...centre.alert }];
  if (centre.journeyEnabled) {
    content.journeyEnabled = true;
    content.journeyPageLink = page('my-journey');
  }
  return { fullSlug: 'foundation/centre', story: { name: centre.name, content } };
}

/** stores: the stories of buildStores, laid out on the floor plan */
export function buildMapping(ctx, stores) {
  const content = { component: 'mapping', mappedInVenue: ctx.centre.mappedInVenue, floors: floorPlan(stores, ctx.centre.slug) };
  return { fullSlug: 'foundation/mapping', story: { name: 'Mapping', content } };
}

export function buildParkingRegions(ctx) {
  return ctx.centre.parkingRegions.map(([name, regionId, overrideText, overrideStatus]) => {
    const content = { component: 'parking_region', name, region_id: regionId };
    if (overrideText) content.overrideText = overrideText;
    if (overrideStatus) content.overrideStatus = overrideStatus;
    return { fullSlug: `foundation/parking-regions/${ctx.slugify(name)}`, story: { name, content } };
  });
}

export function buildMarketingFlags(ctx) {
  return ctx.centre.marketingFlags.map(([name, flag]) => ({
    fullSlug: `foundation/marketing-flags/${ctx.slugify(name)}`,
    story: { name, content: { component: 'marketing_flag', name, flag } },
  }));
}
