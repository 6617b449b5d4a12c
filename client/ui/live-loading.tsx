import { LIVE_LOADING_LABEL, LIVE_NEEDS_SCRIPT_LABEL } from '../../src/common/domain/live/parking-indicator';

/**
 * 'Loading...' while a live figure loads (spec 1 §4, §8). Live figures are fetched by the page's script, so where
 * the browser runs none the same place says how to see them instead of loading for ever (base.css: the
 * `scripting` media feature picks one of the two; nothing moves when the script does run).
 */
export function LiveLoading() {
  return (
    <>
      <span className="live-loading">{LIVE_LOADING_LABEL}</span>
      <span className="live-needs-script">{LIVE_NEEDS_SCRIPT_LABEL}</span>
    </>
  );
}
