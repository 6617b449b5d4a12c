import { VIDEO_MAX_WIDTHS, VideoEmbed as Embed, VideoSize } from '../../../src/common/domain/media/video-embed';

/** A YouTube (youtube-nocookie) or Vimeo player in a 16:9 frame no wider than the size's max width (spec 1 §9). */
export function VideoEmbed({ embed, title, size }: { embed: Embed; title: string; size: VideoSize }) {
  return (
    <div className="video-embed" style={{ maxWidth: VIDEO_MAX_WIDTHS[size] }}>
      <iframe
        src={embed.src}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
