/** The sources of a muted looping video (a feature panel's background). */
export interface LoopingVideoSources {
  video: string;
  /** shown below the small breakpoint (spec 1 §9: 767 px) */
  mobileVideo?: string;
  poster?: string;
}
