#!/usr/bin/env node
// Writes the demo content of every demo centre to content/demo/<centre>/<full_slug>.json.
// Deterministic: no clock and no unseeded randomness, so running it twice changes nothing; dates are
// written as @today tokens that the sandbox loader resolves. Hand-written files are never overwritten
// (see lib/writer.mjs). Usage: node scripts/demo-content/generate.mjs [--check]
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBookingPages } from './build/booking.mjs';
import { buildCategories } from './build/categories.mjs';
import { buildCompetitions, buildNationalCompetition } from './build/competitions.mjs';
import { centreContext } from './build/context.mjs';
import { buildContentBlockPages } from './build/content-blocks.mjs';
import { buildEvents } from './build/events.mjs';
import { buildTicketsPage, ticketedEventSpecs } from './build/ticketed-events.mjs';
import { buildCentre, buildMapping, buildMarketingFlags, buildParkingRegions } from './build/foundation.mjs';
import { buildGiftGuideOffers, buildGiftGuideSet } from './build/gift-guide.mjs';
import { buildFooter, buildHeader, buildNotFound, buildParkingThreshold, buildRedirects } from './build/globals.mjs';
import { buildHome } from './build/home.mjs';
import { buildPages } from './build/pages.mjs';
import { buildNewsItems, buildOffers } from './build/promotions.mjs';
import { buildCentreInfo, buildPremiumServices } from './build/services.mjs';
import { buildStores } from './build/stores.mjs';
import karriRidge from './centres/karri-ridge/index.mjs';
import riverbend from './centres/riverbend/index.mjs';
import willowvale from './centres/willowvale/index.mjs';
import { writeOutputs } from './lib/writer.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content', 'demo');
export const CENTRES = [willowvale, riverbend, karriRidge];

/** every story of one centre as [{ fullSlug, story }] */
export function buildCentreStories(centre) {
  const ctx = centreContext(centre);
  const stores = buildStores(ctx, centre.storeRows);
  const categories = buildCategories(ctx, stores);
  return [
    buildCentre(ctx),
    ...stores,
    ...categories,
    ...buildEvents(ctx, [...centre.events, ...ticketedEventSpecs(centre)]),
    ...buildOffers(ctx, centre.offers),
    ...buildNewsItems(ctx, centre.news),
    ...buildCentreInfo(ctx),
    ...buildCompetitions(ctx, centre.competitions),
    buildNationalCompetition(ctx),
    buildGiftGuideSet(ctx, centre.giftGuide.set),
    ...buildGiftGuideOffers(ctx, centre.giftGuide.offers),
    buildMapping(ctx, stores),
    ...buildParkingRegions(ctx),
    ...buildMarketingFlags(ctx),
    ...buildPremiumServices(ctx),
    buildHeader(ctx),
    buildFooter(ctx),
    buildNotFound(ctx),
    buildRedirects(ctx),
    ...buildParkingThreshold(ctx),
    buildHome(ctx),
    ...buildPages(ctx, categories),
    ...buildContentBlockPages(ctx),
    ...buildBookingPages(ctx),
    buildTicketsPage(ctx),
  ];
}

function main() {
  const check = process.argv.includes('--check');
  const outputs = CENTRES.flatMap((centre) =>
    buildCentreStories(centre).map(({ fullSlug, story }) => ({ file: `${centre.slug}/${fullSlug}.json`, story })),
  );
  const result = writeOutputs(ROOT, outputs, { check });
  const verb = check ? 'would write' : 'wrote';
  console.log(
    `${outputs.length} stories: ${verb} ${result.written.length}, ${result.unchanged} unchanged, ${result.deleted.length} ${check ? 'to delete' : 'deleted'}`,
  );
  for (const file of result.skipped) console.log(`  kept hand-written ${file}`);
  if (check && (result.written.length > 0 || result.deleted.length > 0)) {
    for (const file of [...result.written, ...result.deleted]) console.log(`  out of date: ${file}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
