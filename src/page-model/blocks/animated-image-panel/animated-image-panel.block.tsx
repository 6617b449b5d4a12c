import type { AnimatedImagePanelBlok } from '../../../common/domain/cms/block-content.types';
import type { RichTextNode } from '../../../common/domain/cms/storyblok.types';
import { ImageModel, toImage } from '../../../common/domain/images/cms-image';
import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { defineBlock, required, text } from '../block-definition';
import { ButtonModel, Buttons, toButtons } from '../text-block/text-block.block';

interface AnimatedImagePanelModel {
  heading: string;
  imageSide: 'left' | 'right';
  image: ImageModel;
  secondImage?: ImageModel;
  content?: RichTextNode;
  buttons: ButtonModel[];
  anchor?: string;
}

/**
 * spec 1 §2.9 / §3: animated image panel: headings, imageSide left/right, two overlapping images that drift
 * into place (CSS, 400-800 ms; still for reduced motion), content and a call to action.
 */
export const animatedImagePanelBlock = defineBlock<AnimatedImagePanelModel>({
  type: 'animated_image_panel',
  map: (raw, ctx) => {
    const blok = raw as AnimatedImagePanelBlok;
    return {
      heading: text(blok.headings),
      imageSide: blok.imageSide === 'right' ? 'right' : 'left',
      image: required(toImage(blok.image, ctx.assets), 'image'),
      secondImage: toImage(blok.secondImage, ctx.assets),
      content: blok.content,
      buttons: toButtons(blok.callToAction),
      anchor: text(blok.slug) || undefined,
    };
  },
  Component: ({ model }) => (
    <section
      id={model.anchor}
      className={`animated-panel container animated-panel--${model.imageSide}${model.secondImage ? ' animated-panel--pair' : ''}`}
    >
      <div className="animated-panel__images">
        <CmsImage
          image={model.image}
          widths={[400, 640, 900]}
          sizes="(max-width: 767px) 90vw, 45vw"
          aspect={1.2}
          className="animated-panel__image animated-panel__image--first"
        />
        {model.secondImage ? (
          <CmsImage
            image={model.secondImage}
            widths={[300, 480]}
            sizes="(max-width: 767px) 45vw, 22vw"
            aspect={1}
            className="animated-panel__image animated-panel__image--second"
          />
        ) : null}
      </div>
      <div className="animated-panel__text">
        {model.heading ? <h2 className="animated-panel__heading">{model.heading}</h2> : null}
        <RichText doc={model.content} />
        <Buttons buttons={model.buttons} />
      </div>
    </section>
  ),
});
