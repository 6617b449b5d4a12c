import { CmsImage } from '../../../../client/ui/cms-image';
import { RichText } from '../../../../client/ui/rich-text';
import { Buttons } from '../text-block/text-block.view';
import type { BlockProps } from '../block-definition';
import type { AnimatedImagePanelModel } from './animated-image-panel.block';

export const AnimatedImagePanelView = ({ model }: BlockProps<AnimatedImagePanelModel>) => (
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
);
