import { renderToString } from 'react-dom/server';
import type { InitialState } from '../../../../src/page-model/page-state';
import { RootStore } from '../../../app/root-store';
import { RootStoreContext } from '../../../app/root-store-context';
import { noTransport } from '../../../app/transport';
import type { TicketingFlowStore } from '../ticketing-flow.store';
import { TicketingModalView } from './ticketing-modal-view';

/** A page's root store as the modal finds it (no sheets to wait for: the steps show at once). */
const root = new RootStore(
  {
    site: { centre: { name: 'Willowvale' } } as InitialState['site'],
    page: { body: [] } as unknown as InitialState['page'],
    now: '2026-11-28T01:00:00Z',
    editMode: false,
    env: { mode: 'test', assetHost: { origin: 'https://a.storyblok.com', baseUrl: 'https://img.example' } },
    assets: { entry: '/main.js', preload: [] },
  },
  noTransport,
);

/** The modal's markup at the flow's present step. */
export const renderModal = (flow: TicketingFlowStore): string =>
  renderToString(
    <RootStoreContext.Provider value={root}>
      <TicketingModalView flow={flow} />
    </RootStoreContext.Provider>,
  );

/** What a visitor reads of the markup: its text, tags gone, one space between words. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
