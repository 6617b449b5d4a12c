import type { ReactElement } from 'react';
import { weekHours } from '../../common/domain/hours/hours.fixtures';
import { cmsImage, mapContext, renderBlock } from '../../../test/utils/block-specs';
import { accordionGroupBlock } from './accordion-group/accordion-group.block';
import { AccordionGroupView } from './accordion-group/accordion-group.view';
import { anchorListBlock } from './anchor-list/anchor-list.block';
import { AnchorListView } from './anchor-list/anchor-list.view';
import { animatedImagePanelBlock } from './animated-image-panel/animated-image-panel.block';
import { AnimatedImagePanelView } from './animated-image-panel/animated-image-panel.view';
import { articleGroupBlock } from './article-group/article-group.block';
import { BlockMappingError, MapContext } from './block-definition';
import { featureCardsBlock } from './feature-cards/feature-cards.block';
import { featurePanelCarouselBlock } from './feature-panel-carousel/feature-panel-carousel.block';
import { FeaturePanelCarouselView } from './feature-panel-carousel/feature-panel-carousel.view';
import { featurePanelVideoBlock } from './feature-panel-video/feature-panel-video.block';
import { FeaturePanelVideoView } from './feature-panel-video/feature-panel-video.view';
import { iconGridBlock } from './icon-grid/icon-grid.block';
import { iframeBlock } from './iframe/iframe.block';
import { IframeView } from './iframe/iframe.view';
import { imageTextListContainerBlock } from './image-text-list-container/image-text-list-container.block';
import { ImageTextListContainerView } from './image-text-list-container/image-text-list-container.view';
import { inlineCarouselBlock } from './inline-carousel/inline-carousel.block';
import { blockErrorMessage, mapBlocks } from './map-blocks';
import { openingHoursBlock } from './opening-hours/opening-hours.block';
import { OpeningHoursView } from './opening-hours/opening-hours.view';
import { quickLinksBlock } from './quick-links/quick-links.block';
import { tableBlock } from './table/table.block';
import { TableView } from './table/table.view';
import { videoBlock } from './video/video.block';
import { VideoView } from './video/video.view';

const ctx = (editMode = false): MapContext =>
  mapContext({ timeZone: 'Australia/Perth', centreName: 'Karri Ridge Outlet', editMode });
const image = (name: string, alt?: string) => cmsImage(name, alt);
const doc = (words: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
});
const link = (path: string) => ({ linktype: 'story', cached_url: path });

function html(
  node: ReactElement,
  { editMode = false, now = '2026-11-23T00:00:00Z', hours = weekHours(Array(7).fill(['09:00', '17:00'])) } = {},
) {
  return renderBlock(node, { centre: 'Karri Ridge Outlet', timeZone: 'Australia/Perth', editMode, now, hours });
}

describe('opening_hours (spec 1 §2.9, §9)', () => {
  it('should show four weekly tables from the centre Monday with today bold and labelled, special hours named', () => {
    const model = openingHoursBlock.map({ _uid: 'o', component: 'opening_hours' }, ctx());
    expect(model).toEqual({ heading: 'Opening Hours', showSpecialHours: true });
    // 2026-11-23 00:00 UTC is Monday 8:00am in Perth
    const hours = weekHours(Array(7).fill(['09:00', '17:00']), [
      { date: '2026-11-25', name: 'Show Day', startTime: '', endTime: '' },
    ]);
    const out = html(<OpeningHoursView model={model} />, { hours });
    expect(out).toContain('<h2');
    expect(out.match(/<table class="hours-week"/g)).toHaveLength(4);
    expect(out).toContain('class="hours-week__today" aria-current="date"');
    expect(out).toMatch(/Monday<\/span>.*Today/);
    expect(out).toContain('Tomorrow');
    expect(out).toContain('Closed All Day<span class="hours-week__special">Show Day</span>');
    expect(out).toContain('23 – 29 Nov');
    expect(out).toContain('14 – 20 Dec');
  });

  it('should say Today for the centre date when the server is already on the next day elsewhere', () => {
    // 2026-11-22 23:30 in Perth is Monday 02:30 in Melbourne: Perth's Sunday is Today
    const out = html(<OpeningHoursView model={{ heading: 'Opening Hours', showSpecialHours: true }} />, {
      now: '2026-11-22T15:30:00Z',
    });
    expect(out).toMatch(/aria-current="date"><th scope="row"><span class="hours-week__name">Sunday/);
  });
});

describe('accordion_group (spec 1 §2.9)', () => {
  const raw = {
    _uid: 'a',
    component: 'accordion_group',
    title: 'Questions',
    items: [
      { _uid: '1', component: 'accordion_item', title: 'Parking?', content: doc('Three hours free') },
      { _uid: '2', component: 'accordion_item', title: 'Prams?', active: true, content: doc('At Concierge') },
    ],
  };
  it('should start with the item marked active open and the others closed', () => {
    const model = accordionGroupBlock.map(raw, ctx());
    expect(model.initial).toBe(1);
    const out = html(<AccordionGroupView model={model} />);
    expect(out.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(out).toMatch(/aria-expanded="true"[^>]*><span>Prams\?/);
    expect(out.match(/hidden=""/g)).toHaveLength(1);
  });
  it('should start all closed without an active item, and need items', () => {
    expect(
      accordionGroupBlock.map({ ...raw, items: raw.items.map((item) => ({ ...item, active: false })) }, ctx()).initial,
    ).toBe(-1);
    expect(() => accordionGroupBlock.map({ _uid: 'a', component: 'accordion_group', items: [] }, ctx())).toThrow(
      BlockMappingError,
    );
  });
});

describe('anchor_list (spec 1 §2.9)', () => {
  it('should link to sections by id with the invert and brand options', () => {
    const model = anchorListBlock.map(
      {
        _uid: 'l',
        component: 'anchor_list',
        invert: true,
        brandColour: true,
        links: [{ _uid: 'x', component: 'anchor_link', text: 'FAQ', anchor: '#faq' }],
      },
      ctx(),
    );
    expect(model.links).toEqual([{ text: 'FAQ', anchor: 'faq' }]);
    const out = html(<AnchorListView model={model} />);
    expect(out).toContain('anchor-list anchor-list--invert anchor-list--brand');
    expect(out).toContain('href="#faq"');
  });
});

describe('cards, rows and panels (spec 1 §2.9)', () => {
  it('should map the animated image panel sides, both images and the call to action, and need the first image', () => {
    const model = animatedImagePanelBlock.map(
      {
        _uid: 'p',
        component: 'animated_image_panel',
        headings: 'Break',
        imageSide: 'right',
        image: image('feature-a'),
        secondImage: image('card-b'),
        callToAction: [{ _uid: 'b', component: 'button', text: 'Go', link: link('dining') }],
      },
      ctx(),
    );
    expect(model).toMatchObject({ heading: 'Break', imageSide: 'right', buttons: [{ text: 'Go' }] });
    expect(model.secondImage?.src).toContain('card-b');
    expect(html(<AnimatedImagePanelView model={model} />)).toContain(
      'animated-panel--right animated-panel--pair',
    );
    expect(
      animatedImagePanelBlock.map({ _uid: 'p', component: 'animated_image_panel', image: image('x') }, ctx()).imageSide,
    ).toBe('left');
    expect(() => animatedImagePanelBlock.map({ _uid: 'p', component: 'animated_image_panel' }, ctx())).toThrow(
      BlockMappingError,
    );
  });

  it('should keep articles and feature cards that have what they need, with Read more by default', () => {
    const articles = articleGroupBlock.map(
      {
        _uid: 'g',
        component: 'article_group',
        items: [
          { _uid: '1', component: 'article', title: 'Makers', link: link('whats-on') },
          { _uid: '2', component: 'article', title: '' },
        ],
      },
      ctx(),
    );
    expect(articles.articles).toEqual([expect.objectContaining({ title: 'Makers', linkText: 'Read more' })]);
    const cards = featureCardsBlock.map(
      {
        _uid: 'c',
        component: 'feature_cards',
        items: [
          { _uid: '1', component: 'feature_card', title: 'Gift', image: image('card-gift') },
          { _uid: '2', component: 'feature_card', title: 'No image' },
        ],
      },
      ctx(),
    );
    expect(cards.cards.map((card) => card.title)).toEqual(['Gift']);
    expect(() =>
      featureCardsBlock.map(
        { _uid: 'c', component: 'feature_cards', items: [{ _uid: '2', component: 'feature_card', title: 'No image' }] },
        ctx(),
      ),
    ).toThrow(BlockMappingError);
  });

  it('should map image-text rows in a list with their image side', () => {
    const model = imageTextListContainerBlock.map(
      {
        _uid: 'l',
        component: 'image_text_list_container',
        title: 'Dining',
        items: [
          {
            _uid: 'r',
            component: 'image_text_row',
            image: image('feature-f'),
            imageSide: 'right',
            heading: 'Fresh',
            body: doc('Food'),
          },
        ],
      },
      ctx(),
    );
    expect(model.rows[0]).toMatchObject({ imageSide: 'right', heading: 'Fresh' });
    expect(html(<ImageTextListContainerView model={model} />)).toContain(
      '<h3 class="image-text-row__heading">Fresh</h3>',
    );
  });

  it('should give icon grid icons empty alt text (the title names them) and clamp the columns', () => {
    const model = iconGridBlock.map(
      {
        _uid: 'i',
        component: 'icon_grid',
        columns: '9',
        items: [{ _uid: '1', component: 'icon_grid_item', icon: image('icon-wifi', 'Wifi'), title: 'Free Wi-Fi' }],
      },
      ctx(),
    );
    expect(model.columns).toBe(6);
    expect(model.items[0]!.icon.alt).toBe('');
  });

  it('should give quick links their icon and text, light by default', () => {
    const model = quickLinksBlock.map(
      {
        _uid: 'q',
        component: 'quick_links',
        headings: 'Plan',
        links: [
          { _uid: '1', component: 'quick_link', text: 'Parking', icon: 'car', link: link('parking') },
          { _uid: '2', component: 'quick_link', text: 'No link' },
        ],
      },
      ctx(),
    );
    expect(model).toMatchObject({
      heading: 'Plan',
      appearance: 'light',
      links: [{ text: 'Parking', icon: 'car', link: { href: '/parking' } }],
    });
  });
});

describe('carousels (spec 1 §2.9, §3)', () => {
  const panel = { _uid: 'p', component: 'feature_panel', image: image('hero-a') };
  it('should autoplay only when autoScrollDuration in ms is above 0', () => {
    expect(
      featurePanelCarouselBlock.map(
        { _uid: 'c', component: 'feature_panel_carousel', items: [panel], autoScrollDuration: '5000' },
        ctx(),
      ).autoScrollMs,
    ).toBe(5000);
    expect(
      featurePanelCarouselBlock.map({ _uid: 'c', component: 'feature_panel_carousel', items: [panel] }, ctx())
        .autoScrollMs,
    ).toBe(0);
    expect(
      featurePanelCarouselBlock.map(
        { _uid: 'c', component: 'feature_panel_carousel', items: [panel], autoScrollDuration: -3 },
        ctx(),
      ).autoScrollMs,
    ).toBe(0);
    expect(() =>
      featurePanelCarouselBlock.map({ _uid: 'c', component: 'feature_panel_carousel', items: [] }, ctx()),
    ).toThrow(BlockMappingError);
  });
  it('should render one visible slide, dots and arrows, other slides inert', () => {
    const model = featurePanelCarouselBlock.map(
      {
        _uid: 'c',
        component: 'feature_panel_carousel',
        items: [panel, { ...panel, _uid: 'q' }, { ...panel, _uid: 'r' }],
      },
      ctx(),
    );
    const out = html(<FeaturePanelCarouselView model={model} />);
    expect(out).toContain('aria-roledescription="carousel"');
    expect(out.match(/class="carousel__dot"/g)).toHaveLength(3);
    expect(out.match(/inert=""/g)).toHaveLength(2);
    expect(out).toContain('Previous');
    expect(out).toContain('Next');
    // nothing autoplays before hydration, so no pause control in the server HTML
    expect(out).not.toContain('carousel__pause');
  });
  it('should map inline carousel image items with captions', () => {
    const model = inlineCarouselBlock.map(
      {
        _uid: 'c',
        component: 'inline_carousel',
        items: [
          {
            _uid: '1',
            component: 'image_item',
            image: image('feature-x'),
            caption: 'Entrance',
            link: { linktype: 'url', url: 'https://x.example' },
          },
        ],
      },
      ctx(),
    );
    expect(model.items[0]).toMatchObject({ caption: 'Entrance', link: { newTab: true } });
  });
});

describe('looping video banner (spec 1 §2.9)', () => {
  it('should map the video, the mobile video and the poster, and load nothing before hydration', () => {
    const model = featurePanelVideoBlock.map(
      {
        _uid: 'v',
        component: 'feature_panel_video',
        video: 'https://a.storyblok.com/f/1003/video/loop.mp4',
        mobileVideo: 'https://cdn.example/loop-mobile.mp4',
        poster: image('hero-p'),
        heading: 'Experiences',
      },
      ctx(),
    );
    expect(model.sources).toEqual({
      video: 'https://img.example/f/1003/video/loop.mp4',
      mobileVideo: 'https://cdn.example/loop-mobile.mp4',
      poster: 'https://img.example/f/1003/1600x900/ab/hero-p.svg/m/1600x0',
    });
    const out = html(<FeaturePanelVideoView model={model} />);
    expect(out).toMatch(/<video[^>]*muted=""[^>]*loop=""[^>]*playsInline=""/i);
    expect(out).not.toMatch(/<video[^>]*src=/);
    expect(out).toContain('Play video: Experiences');
    expect(() =>
      featurePanelVideoBlock.map({ _uid: 'v', component: 'feature_panel_video', video: 'javascript:alert(1)' }, ctx()),
    ).toThrow(BlockMappingError);
  });
});

describe('table (spec 1 §2.9)', () => {
  const rows = [
    {
      _uid: 'h',
      component: 'table_row',
      cells: [
        { _uid: '1', component: 'table_text', text: 'Time' },
        { _uid: '2', component: 'table_text', text: 'Rate' },
      ],
    },
    {
      _uid: 'r',
      component: 'table_row',
      cells: [
        { _uid: '3', component: 'table_text', text: '0-3 h' },
        { _uid: '4', component: 'table_text_block', body: doc('Free') },
        { _uid: '5', component: 'table_cta', text: 'Pay', link: link('parking') },
        { _uid: '6', component: 'table_image', image: image('icon-p', 'Parking sign') },
      ],
    },
  ];
  it('should render a real table with column headings, row headings and every cell kind, padded to equal rows', () => {
    const model = tableBlock.map(
      { _uid: 't', component: 'table', rows, headerColumn: true, caption: 'Daily rates' },
      ctx(),
    );
    expect(model.head).toHaveLength(4);
    const out = html(<TableView model={model} />);
    expect(out.match(/<th scope="col">/g)).toHaveLength(4);
    expect(out).toContain('<th scope="row">0-3 h</th>');
    expect(out).toContain('<caption>Daily rates</caption>');
    expect(out).toContain('<p>Free</p>');
    expect(out).toContain('href="/parking"');
    expect(out).toContain('alt="Parking sign"');
  });
  it('should apply fixedWidth, alignment, width, hideBorder and alternate background', () => {
    const model = tableBlock.map(
      {
        _uid: 't',
        component: 'table',
        rows,
        headerRow: false,
        fixedWidth: true,
        horizontalAlignment: 'center',
        width: 'half',
        hideBorder: true,
        alternateBackground: true,
      },
      ctx(),
    );
    expect(model.head).toBeUndefined();
    expect(html(<TableView model={model} />)).toContain(
      'content-table content-table--center content-table--half content-table--fixed content-table--borderless content-table--striped',
    );
    expect(tableBlock.map({ _uid: 't', component: 'table', rows, width: 'vast' }, ctx()).width).toBe('full');
  });
  it('should need rows', () => {
    expect(() => tableBlock.map({ _uid: 't', component: 'table', rows: [] }, ctx())).toThrow(BlockMappingError);
  });
});

describe('video and iframe (spec 1 §2.9)', () => {
  it('should embed YouTube through youtube-nocookie with a title and the size max width', () => {
    const model = videoBlock.map(
      { _uid: 'v', component: 'video', url: 'https://youtu.be/aqz-KE-bpKQ', size: 'small' },
      ctx(),
    );
    const out = html(<VideoView model={model} />);
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"');
    expect(out).toContain('title="Video on YouTube"');
    expect(out).toContain('max-width:426px');
  });
  it("should show the spec's error to editors for a link that is not YouTube or Vimeo", () => {
    const nodes = mapBlocks([{ _uid: 'v', component: 'video', url: 'https://example.com/clip.mp4' }], ctx(true));
    expect(nodes).toEqual([{ type: '__error', uid: 'v', component: 'video', message: blockErrorMessage('video') }]);
    expect(mapBlocks([{ _uid: 'v', component: 'video', url: 'https://example.com/clip.mp4' }], ctx(false))).toEqual([]);
  });
  it('should require an iframe title', () => {
    expect(() =>
      iframeBlock.map({ _uid: 'f', component: 'iframe', url: 'https://player.vimeo.com/video/1' }, ctx()),
    ).toThrow(new BlockMappingError('title'));
  });
  it('should frame allowed addresses and, for others, show editors a note and visitors nothing', () => {
    const allowed = iframeBlock.map(
      { _uid: 'f', component: 'iframe', url: 'https://player.vimeo.com/video/1', title: 'Film' },
      ctx(),
    );
    expect(html(<IframeView model={allowed} />)).toContain(
      '<iframe src="https://player.vimeo.com/video/1" title="Film" height="480"',
    );
    const blocked = iframeBlock.map(
      { _uid: 'f', component: 'iframe', url: 'https://tickets.example.com/w', title: 'Tickets' },
      ctx(),
    );
    expect(blocked.src).toBeUndefined();
    expect(html(<IframeView model={blocked} />)).toBe('');
    expect(html(<IframeView model={blocked} />, { editMode: true })).toContain(
      'This iframe cannot be shown',
    );
  });
});
